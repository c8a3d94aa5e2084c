import { useMemo } from 'react';
import { format, parse } from 'date-fns';
import type { TSlot } from '@contracts/booking/public-booking';
import { Button } from '@/components/ui/button';
import { useSlots } from '../api/get-slots';
import { monthRange } from '../lib/month-grid';
import { slotsByDate } from '../lib/slot-dates';
import { MonthPicker } from './month-picker';
import { TimeSlotList } from './time-slot-list';

/**
 * Date, then time (spec §2): the month's free times are fetched, grouped by the visitor's day,
 * and only days with at least one are enabled; choosing a day lists its times.
 */
export function SlotPicker({
  slug,
  zone,
  month,
  earliestMonth,
  latestMonth,
  onMonthChange,
  date,
  onDateChange,
  slot,
  onSlotChange,
}: {
  slug: string;
  zone: string;
  month: Date;
  earliestMonth: Date;
  latestMonth: Date;
  onMonthChange: (month: Date) => void;
  date: string | null;
  onDateChange: (date: string) => void;
  slot: TSlot | null;
  onSlotChange: (slot: TSlot) => void;
}) {
  const range = useMemo(() => monthRange(month), [month]);
  const slots = useSlots(slug, range);
  const byDate = useMemo(() => slotsByDate(slots.data ?? [], zone), [slots.data, zone]);
  const counts = useMemo(
    () => new Map([...byDate].map(([key, list]) => [key, list.length])),
    [byDate],
  );
  const dayLabel = date ? format(parse(date, 'yyyy-MM-dd', new Date()), 'EEEE, MMMM d') : '';

  return (
    <div className="grid gap-6 md:grid-cols-2">
      <div className="grid content-start gap-2">
        <h2 className="text-lg font-semibold">Select a date</h2>
        <MonthPicker
          month={month}
          earliestMonth={earliestMonth}
          latestMonth={latestMonth}
          onMonthChange={onMonthChange}
          timesByDate={counts}
          selected={date}
          onSelect={onDateChange}
          loading={slots.isLoading}
        />
        {slots.error && !slots.data && (
          <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
            The available times could not be loaded.
            <Button variant="outline" size="sm" onClick={() => void slots.mutate()}>
              Try again
            </Button>
          </div>
        )}
        {slots.data && counts.size === 0 && (
          <p className="text-sm text-muted-foreground">
            {month < latestMonth
              ? 'No free times this month. Try the next month.'
              : 'No free times this month.'}
          </p>
        )}
      </div>
      <div className="grid content-start gap-2">
        <h2 className="text-lg font-semibold">Select a time</h2>
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
