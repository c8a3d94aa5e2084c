/** One link beside "My Booking Pages"'s title; `primary` is the screen's main action. */
export interface BookingPagesShortcut {
  to: string;
  label: 'Home' | 'Timesheets' | 'Invoices' | 'New Booking Page';
  primary: boolean;
}

/**
 * The links beside "My Booking Pages" (spec §2): Home is `/`, as the spec has it; Timesheets opens the
 * first page's timesheet, as the header's link does, since `/timesheets` without a page leads
 * back to this very list; the new page last, the main action.
 */
export function bookingPagesShortcuts(
  firstBookingPageId: string | null | undefined,
): BookingPagesShortcut[] {
  return [
    { to: '/', label: 'Home', primary: false },
    {
      to: firstBookingPageId
        ? `/timesheets?calendar=${encodeURIComponent(firstBookingPageId)}`
        : '/timesheets',
      label: 'Timesheets',
      primary: false,
    },
    { to: '/invoices', label: 'Invoices', primary: false },
    { to: '/booking-pages/new', label: 'New Booking Page', primary: true },
  ];
}
