import { useMemo } from 'react';
import type { SWRResponse } from 'swr';
import { format, parse, startOfMonth } from 'date-fns';
import type { TSlot } from '@contracts/booking/public-booking';
import { Button } from '@/components/ui/button';
import { dateKeyIn, slotsByDate } from '../lib/slot-dates';
import { MonthPicker } from './month-picker';
import { TimeSlotList } from './time-slot-list';
import type { MonthWindow } from './use-month-window';

/**
 * Date, then time (spec §2), over a month's free times however they were fetched: grouped by
 * the day of `zone`, only days with at least one enabled; choosing a day lists its times. The
 * public page books with it, the owner and the visitor move a meeting with it. Another month or
 * another day clears the time chosen (`onSlotCleared`).
 */
export function SlotChooser({
  slots,
  zone,
  months: { thisMonth, lastMonth, month, setMonth, date, setDate },
  slot,
  onSlotChange,
  onSlotCleared,
  headings,
}: {
  slots: Pick<SWRResponse<TSlot[]>, 'data' | 'error' | 'isLoading' | 'mutate'>;
  zone: string;
  months: MonthWindow;
  slot: TSlot | null;
  onSlotChange: (slot: TSlot) => void;
  onSlotCleared: () => void;
  /** The two columns' headings; the page's own level (h2 on a page, h3 in a dialog). */
  headings: { level: 'h2' | 'h3'; date: string; time?: string };
}) {
  const byDate = useMemo(() => slotsByDate(slots.data ?? [], zone), [slots.data, zone]);
  const counts = useMemo(
    () => new Map([...byDate].map(([key, list]) => [key, list.length])),
    [byDate],
  );
  const dayLabel = date ? format(parse(date, 'yyyy-MM-dd', new Date()), 'EEEE, MMMM d') : '';
  const Heading = headings.level;
  const headingClass = headings.level === 'h2' ? 'text-lg font-semibold' : 'font-semibold';

  return (
    <div className="grid gap-6 md:grid-cols-2">
      <div className="grid content-start gap-2">
        <Heading className={headingClass}>{headings.date}</Heading>
        <MonthPicker
          month={month}
          earliestMonth={thisMonth}
          latestMonth={lastMonth}
          onMonthChange={(next) => {
            setMonth(startOfMonth(next));
            setDate(null);
            onSlotCleared();
          }}
          timesByDate={counts}
          selected={date}
          onSelect={(next) => {
            setDate(next);
            onSlotCleared();
          }}
          loading={slots.isLoading}
          today={dateKeyIn(new Date(), zone)}
        />
        {Boolean(slots.error) && !slots.data && (
          <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
            The available times could not be loaded.
            <Button variant="outline" size="sm" onClick={() => void slots.mutate()}>
              Try again
            </Button>
          </div>
        )}
        {slots.data && counts.size === 0 && (
          <p className="text-sm text-muted-foreground">
            {month < lastMonth
              ? 'No free times this month. Try the next month.'
              : 'No free times this month.'}
          </p>
        )}
      </div>
      <div className="grid content-start gap-2">
        {headings.time && <Heading className={headingClass}>{headings.time}</Heading>}
        {date ? (
          <TimeSlotList
            label={`Available times on ${dayLabel}`}
            slots={byDate.get(date) ?? []}
            zone={zone}
            selected={slot?.start ?? null}
            onSelect={onSlotChange}
          />
        ) : (
          <p className="text-sm text-muted-foreground">
            Choose a date to see its times. Times are shown in {zone}.
          </p>
        )}
      </div>
    </div>
  );
}
