import { useMemo } from 'react';
import type { TSlot } from '@contracts/booking/public-booking';
import { useSlots } from '../api/get-slots';
import { monthRangeIn } from '../lib/visitor-zone';
import { SlotChooser } from './slot-chooser';

/** The public page's date and time choice: the month's free times of the page `slug`. */
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
  // The month as the chosen zone's calendar reads it, which may not be the browser's.
  const range = useMemo(() => monthRangeIn(month, zone), [month, zone]);
  const slots = useSlots(slug, range);
  return (
    <SlotChooser
      slots={slots}
      zone={zone}
      month={month}
      earliestMonth={earliestMonth}
      latestMonth={latestMonth}
      onMonthChange={onMonthChange}
      date={date}
      onDateChange={onDateChange}
      slot={slot}
      onSlotChange={onSlotChange}
      headings={{ level: 'h2', date: 'Select a date', time: 'Select a time' }}
    />
  );
}
