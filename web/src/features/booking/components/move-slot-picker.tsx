import { useMemo } from 'react';
import useSWR from 'swr';
import type { TSlot } from '@contracts/booking/public-booking';
import { monthRangeIn } from '../lib/visitor-zone';
import { SlotChooser } from './slot-chooser';
import type { SlotChoice } from './use-chosen-slot';
import { useMonthWindow } from './use-month-window';

/** Where a meeting's free times come from: the SWR key's path and the fetch of a period. */
export interface SlotsSource {
  path: string;
  fetch: (range: { from: string; to: string }) => Promise<TSlot[]>;
}

/**
 * Date, then time, for moving a meeting: the booking page's month picker and time list over the
 * free times `source` fetches (the owner's route or the visitor's link), up to the page's
 * horizon. Its own state; `choice` holds the chosen time.
 */
export function MoveSlotPicker({
  zone,
  horizonDays,
  source,
  choice,
}: {
  zone: string;
  horizonDays: number;
  source: SlotsSource;
  choice: SlotChoice;
}) {
  const months = useMonthWindow(horizonDays);
  // The month as the chosen zone's calendar reads it, which may not be the browser's.
  const range = useMemo(() => monthRangeIn(months.month, zone), [months.month, zone]);
  const slots = useSWR([source.path, range.from, range.to], () => source.fetch(range));
  return (
    <SlotChooser
      slots={slots}
      zone={zone}
      months={months}
      slot={choice.slot}
      onSlotChange={choice.choose}
      onSlotCleared={() => choice.choose(null)}
      headings={{ level: 'h3', date: 'Select a new date' }}
    />
  );
}
