import { useMemo, type ComponentProps } from 'react';
import { useSlots } from '../api/get-slots';
import { monthRangeIn } from '../lib/visitor-zone';
import { SlotChooser } from './slot-chooser';

type ChooserProps = ComponentProps<typeof SlotChooser>;

/** The public page's date and time choice: the month's free times of the page `slug`. */
export function SlotPicker({
  slug,
  ...chooser
}: { slug: string } & Omit<ChooserProps, 'slots' | 'headings'>) {
  const { zone, months } = chooser;
  // The month as the chosen zone's calendar reads it, which may not be the browser's.
  const range = useMemo(() => monthRangeIn(months.month, zone), [months.month, zone]);
  const slots = useSlots(slug, range);
  return (
    <SlotChooser
      {...chooser}
      slots={slots}
      headings={{ level: 'h2', date: 'Select a date', time: 'Select a time' }}
    />
  );
}
