import { describe, expect, it } from 'vitest';
import { bookingPagesShortcuts } from '../../../../web/src/features/booking-pages/lib/shortcuts';

const to = (firstBookingPageId: string | null | undefined) =>
  Object.fromEntries(bookingPagesShortcuts(firstBookingPageId).map((s) => [s.label, s.to]));

/**
 * "My Booking Pages" links beside its title: Timesheets must open a timesheet, not lead back to
 * this very list (a timesheet without a page goes to the booking pages); Home stays `/` (spec §2).
 */
describe('bookingPagesShortcuts', () => {
  it("opens the first booking page's timesheet, as the header does", () => {
    expect(to('cal 1')).toEqual({
      Home: '/',
      Timesheets: '/timesheets?calendar=cal%201',
      Invoices: '/invoices',
      'New Booking Page': '/booking-pages/new',
    });
  });

  it('keeps Timesheets while there is no page yet, at the timesheets address (spec §2)', () => {
    expect(to(null)).toEqual({
      Home: '/',
      Timesheets: '/timesheets',
      Invoices: '/invoices',
      'New Booking Page': '/booking-pages/new',
    });
    expect(to(undefined).Timesheets).toBe('/timesheets');
  });

  it('keeps the new page last and the only main action', () => {
    const shortcuts = bookingPagesShortcuts('c');
    expect(shortcuts.filter((s) => s.primary).map((s) => s.label)).toEqual(['New Booking Page']);
    expect(shortcuts.at(-1)?.label).toBe('New Booking Page');
  });
});
