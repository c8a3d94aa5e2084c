import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { addMonths, format, isSameMonth } from 'date-fns';
import ChevronLeft from 'lucide-react/icons/chevron-left';
import ChevronRight from 'lucide-react/icons/chevron-right';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { localDateKey, monthGrid, moveWithin, WEEKDAYS } from '../lib/month-grid';

/**
 * The public page's date picker: a month grid where only days with a free time can be chosen.
 * Keyboard: Tab reaches one day, the arrow keys move a day or a week, Home and End go to the
 * week's ends, Page Up and Page Down change the month, Enter or Space chooses.
 */
export function MonthPicker({
  month,
  earliestMonth,
  latestMonth,
  onMonthChange,
  timesByDate,
  selected,
  onSelect,
  loading,
  today,
}: {
  /** Any date in the month shown. */
  month: Date;
  /** The visitor cannot go back before this month. */
  earliestMonth: Date;
  /** The visitor cannot go on past this month: the page takes no bookings further ahead. */
  latestMonth: Date;
  onMonthChange: (month: Date) => void;
  /** How many free times each day has, by `yyyy-MM-dd`. */
  timesByDate: ReadonlyMap<string, number>;
  selected: string | null;
  onSelect: (dateKey: string) => void;
  loading: boolean;
  /** Today (`yyyy-MM-dd`) on the calendar of the zone the times are shown in. */
  today: string;
}) {
  const weeks = monthGrid(month);
  const days = weeks.flat().filter((d): d is Date => d !== null);
  const firstAvailable = days.find((d) => timesByDate.has(localDateKey(d)));
  const [focusKey, setFocusKey] = useState<string | null>(null);
  const gridRef = useRef<HTMLTableElement>(null);
  const moveFocus = useRef(false);
  const headingId = `month-${format(month, 'yyyy-MM')}`;

  // The day that takes Tab: the one last moved to, else the chosen one, else the first free one.
  const inMonth = (key: string | null) => key !== null && days.some((d) => localDateKey(d) === key);
  const tabKey = inMonth(focusKey)
    ? focusKey!
    : inMonth(selected)
      ? selected!
      : localDateKey(firstAvailable ?? days[0]!);

  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    gridRef.current?.querySelector<HTMLButtonElement>(`[data-date="${tabKey}"]`)?.focus();
  }, [tabKey]);

  const canGoBack = !isSameMonth(month, earliestMonth) && month > earliestMonth;
  const canGoOn = !isSameMonth(month, latestMonth) && month < latestMonth;

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, day: Date) {
    if (event.key === 'PageUp' || event.key === 'PageDown') {
      event.preventDefault();
      if (event.key === 'PageUp' && !canGoBack) return;
      if (event.key === 'PageDown' && !canGoOn) return;
      moveFocus.current = true;
      onMonthChange(addMonths(month, event.key === 'PageUp' ? -1 : 1));
      return;
    }
    const target = moveWithin(month, day, event.key);
    if (!target) return;
    event.preventDefault();
    moveFocus.current = true;
    setFocusKey(localDateKey(target));
  }

  return (
    <div className="grid gap-3">
      <div className="flex items-center justify-between gap-2">
        <Button
          variant="outline"
          size="icon"
          className="size-9"
          aria-label="Previous month"
          disabled={!canGoBack}
          onClick={() => onMonthChange(addMonths(month, -1))}
        >
          <ChevronLeft aria-hidden />
        </Button>
        <h3 id={headingId} className="font-semibold" aria-live="polite">
          {format(month, 'MMMM yyyy')}
        </h3>
        <Button
          variant="outline"
          size="icon"
          className="size-9"
          aria-label="Next month"
          disabled={!canGoOn}
          onClick={() => onMonthChange(addMonths(month, 1))}
        >
          <ChevronRight aria-hidden />
        </Button>
      </div>
      <table
        ref={gridRef}
        role="grid"
        aria-labelledby={headingId}
        aria-busy={loading}
        className="w-full table-fixed border-collapse text-center text-sm"
      >
        <thead>
          <tr>
            {WEEKDAYS.map((day) => (
              <th
                key={day.long}
                scope="col"
                abbr={day.long}
                className="pb-2 text-xs font-medium text-muted-foreground"
              >
                {day.short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week, row) => (
            <tr key={row}>
              {week.map((day, col) => {
                if (!day) return <td key={col} role="gridcell" />;
                const key = localDateKey(day);
                const times = timesByDate.get(key) ?? 0;
                const available = times > 0 && !loading;
                const isSelected = key === selected;
                const isToday = key === today;
                return (
                  <td key={key} role="gridcell" aria-selected={isSelected} className="p-0.5">
                    <button
                      type="button"
                      data-date={key}
                      data-available={available || undefined}
                      tabIndex={key === tabKey ? 0 : -1}
                      aria-disabled={!available}
                      aria-label={`${format(day, 'EEEE, MMMM d, yyyy')}${
                        isToday ? ' (today)' : ''
                      }, ${
                        available
                          ? `${times} ${times === 1 ? 'time' : 'times'} available`
                          : 'no available times'
                      }`}
                      onClick={() => available && onSelect(key)}
                      onKeyDown={(e) => onKeyDown(e, day)}
                      onFocus={() => setFocusKey(key)}
                      className={cn(
                        'mx-auto flex aspect-square w-full max-w-11 items-center justify-center rounded-md text-sm transition-colors',
                        available
                          ? 'cursor-pointer font-semibold text-foreground hover:bg-accent'
                          : 'cursor-default text-muted-foreground/60',
                        available && !isSelected && 'bg-primary/10 dark:bg-primary/20',
                        isSelected && 'bg-primary text-primary-foreground hover:bg-primary/90',
                        isToday && !isSelected && 'ring-1 ring-primary/50',
                      )}
                    >
                      {format(day, 'd')}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
