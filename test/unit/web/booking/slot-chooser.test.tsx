import { screen, within } from '@testing-library/react';
import { addMonths, format, startOfMonth } from 'date-fns';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { TSlot } from '@contracts/booking/public-booking';
import { SlotChooser } from '@/features/booking/components/slot-chooser';
import { useMonthWindow } from '@/features/booking/components/use-month-window';
import { renderScreen } from '../../../support/web/render';

/*
 * Date, then time, as the public page and both reschedules choose them: a day with free times
 * lists them, and another day or month clears the time chosen.
 */

const day = addMonths(startOfMonth(new Date()), 1);
day.setDate(10);
const ymd = format(day, 'yyyy-MM-dd');
const SLOTS: TSlot[] = [
  { start: `${ymd}T09:00:00Z`, end: `${ymd}T09:30:00Z` },
  { start: `${ymd}T10:00:00Z`, end: `${ymd}T10:30:00Z` },
];

function Chooser({ cleared }: { cleared: string[] }) {
  const months = useMonthWindow(90);
  const [slot, setSlot] = useState<TSlot | null>(null);
  return (
    <>
      <SlotChooser
        slots={{ data: SLOTS, error: undefined, isLoading: false, mutate: async () => SLOTS }}
        zone="UTC"
        months={months}
        slot={slot}
        onSlotChange={setSlot}
        onSlotCleared={() => {
          cleared.push('cleared');
          setSlot(null);
        }}
        headings={{ level: 'h2', date: 'Select a date', time: 'Select a time' }}
      />
      <p>Chosen: {slot?.start ?? 'none'}</p>
    </>
  );
}

describe('The slot chooser', () => {
  it('lists a day’s times, and clears the time when another month is shown', async () => {
    const cleared: string[] = [];
    const ui = renderScreen(<Chooser cleared={cleared} />);
    expect(
      screen.getByText('Choose a date to see its times. Times are shown in UTC.'),
    ).toBeDefined();
    await ui.user.click(screen.getByRole('button', { name: 'Next month' }));
    expect(cleared).toEqual(['cleared']);
    await ui.user.click(
      screen.getByRole('button', { name: new RegExp(format(day, 'MMMM d, yyyy')) }),
    );
    expect(cleared).toEqual(['cleared', 'cleared']);
    const times = screen.getByRole('group', {
      name: `Available times on ${format(day, 'EEEE, MMMM d')}`,
    });
    await ui.user.click(within(times).getAllByRole('button')[1]!);
    expect(screen.getByText(`Chosen: ${SLOTS[1]!.start}`)).toBeDefined();
    await ui.user.click(screen.getByRole('button', { name: 'Previous month' }));
    expect(screen.getByText('Chosen: none')).toBeDefined();
  });
});
