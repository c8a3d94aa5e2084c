import ChevronLeft from 'lucide-react/icons/chevron-left';
import ChevronRight from 'lucide-react/icons/chevron-right';
import { format, isSameDay } from 'date-fns';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import type { ShownWeek } from '../lib/week';

const meetingCount = (count: number) =>
  count === 0 ? 'no meetings' : count === 1 ? '1 meeting' : `${count} meetings`;

/**
 * On a phone the week shows one day at a time: this strip picks it. The week's seven days, a dot
 * on each day with meetings, and the previous and next day (past the week's ends too). Hidden
 * from the small breakpoint up, where all seven columns fit.
 */
export function WeekDayStrip({
  week: { days, shownDay: shown, today },
  counts,
  onShow,
  onStep,
}: {
  week: Pick<ShownWeek, 'days' | 'shownDay' | 'today'>;
  /** Meetings on each day, Monday first. */
  counts: number[];
  onShow: (day: Date) => void;
  /** -1 for the day before the shown one, 1 for the day after. */
  onStep: (step: -1 | 1) => void;
}) {
  const day = days[shown]!;
  return (
    <div className="grid gap-2 sm:hidden" data-testid="week-day-strip">
      <div className="flex items-center gap-1">
        <Button
          variant="ghost"
          size="icon"
          className="shrink-0"
          aria-label="Previous day"
          onClick={() => onStep(-1)}
        >
          <ChevronLeft aria-hidden />
        </Button>
        <div role="group" aria-label="Days of the week" className="flex min-w-0 flex-1 gap-0.5">
          {days.map((d, index) => {
            const isToday = isSameDay(d, today);
            const selected = index === shown;
            return (
              <button
                key={d.toISOString()}
                type="button"
                aria-pressed={selected}
                onClick={() => onShow(d)}
                className={cn(
                  'flex min-w-0 flex-1 cursor-pointer flex-col items-center gap-0.5 rounded-md py-1 text-xs outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50',
                  selected ? 'bg-primary text-primary-foreground' : 'hover:bg-accent',
                  !selected && isToday && 'text-primary',
                )}
              >
                <span className="font-medium uppercase" aria-hidden>
                  {format(d, 'EEEEE')}
                </span>
                {/* Named "Friday, March 14 (1 meeting)": the visible day number is part of it. */}
                <span className="sr-only">{format(d, 'EEEE, MMMM ')}</span>
                <span className="text-sm font-semibold">{format(d, 'd')}</span>
                <span className="sr-only">
                  {` (${isToday ? 'today, ' : ''}${meetingCount(counts[index] ?? 0)})`}
                </span>
                <span
                  className={cn(
                    'size-1.5 rounded-full',
                    (counts[index] ?? 0) > 0
                      ? selected
                        ? 'bg-primary-foreground'
                        : 'bg-primary'
                      : 'bg-transparent',
                  )}
                  data-has-meetings={(counts[index] ?? 0) > 0 || undefined}
                  aria-hidden
                />
              </button>
            );
          })}
        </div>
        <Button
          variant="ghost"
          size="icon"
          className="shrink-0"
          aria-label="Next day"
          onClick={() => onStep(1)}
        >
          <ChevronRight aria-hidden />
        </Button>
      </div>
      <p className="text-sm font-medium" aria-live="polite">
        {format(day, 'EEEE, MMMM d')}
        <span className="text-muted-foreground"> · {meetingCount(counts[shown] ?? 0)}</span>
      </p>
    </div>
  );
}
