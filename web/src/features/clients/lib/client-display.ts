import type { TClientSummary } from '@contracts/clients/client';

/** The clients area's screens and the words they share. */
export const CLIENTS_PATH = '/clients';
export const NEW_CLIENT_PATH = '/clients/new';
export const clientPath = (id: string) => `/clients/${encodeURIComponent(id)}`;
/** A booking page's timesheet, where its time, periods and billing are. */
export const timesheetPath = (bookingPageId: string) =>
  `/timesheets?calendar=${encodeURIComponent(bookingPageId)}`;

export const listTexts = {
  title: 'Clients',
  lead: 'The organisations you work for: the details their invoices print, the terms their booking pages bill by, and the people you deal with there.',
  loading: 'Loading clients...',
  empty:
    'No clients yet. Add the organisations you work for, with their contacts, and link each to the booking pages that bill it.',
  loadMore: 'Load more',
  add: 'Add client',
} as const;

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** A list line's counts: "2 contacts · 1 booking page". */
export const countsLine = ({ contactCount, bookingPageCount }: TClientSummary) =>
  `${count(contactCount, 'contact', 'contacts')} · ${count(bookingPageCount, 'booking page', 'booking pages')}`;
