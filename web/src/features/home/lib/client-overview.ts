import { CADENCE_LABELS, type TCadence } from '@contracts/engagements/engagement';
import type { TClientOverview } from '@contracts/home/client-overview';
import { formatDecimalHours } from '@domain/timesheets/money';
import { CLIENTS_PATH } from '@/features/clients/owner-clients';
import { ENGAGEMENTS_PATH } from '@/features/engagements/client-engagements';

/**
 * The home's "Your clients": its words, where each figure links to (the screen where it is acted
 * on), and the figures as a person reads them. Instants are shown on the browser's clock.
 */
export const clientsTexts = {
  title: 'Your clients',
  lead: 'What is next with each client, and what waits on someone.',
  loading: 'Loading your clients...',
  addClient: 'Add a client',
  noEngagement: 'No engagement yet',
  noSession: 'No session booked',
  noLastSession: 'No session held yet',
  overdue: 'Overdue',
  nothingWaiting: 'Nothing awaiting signature, approval or payment',
} as const;

/** The clients' form of a new client (the clients feature exports its list's path, not this one). */
export const NEW_CLIENT_PATH = `${CLIENTS_PATH}/new`;
export const engagementPath = (id: string) => `${ENGAGEMENTS_PATH}/${encodeURIComponent(id)}`;
/** A booking page's weekly calendar, open on the week holding `day` (`YYYY-MM-DD`). */
export const calendarWeekPath = (bookingPageId: string, day: string) =>
  `/booking-pages/${encodeURIComponent(bookingPageId)}?week=${day}`;
/** The client's library: the one holding its letters carries the client's own id. */
export const clientLibraryPath = (clientId: string) =>
  `/documents/libraries/${encodeURIComponent(clientId)}`;
/** A booking page's timesheet, where its submitted periods are answered. */
export const timesheetPath = (bookingPageId: string | null) =>
  bookingPageId ? `/timesheets?calendar=${encodeURIComponent(bookingPageId)}` : '/timesheets';
export const INVOICES_PATH = '/invoices';

/** "1 document", "2 documents". */
export const countOf = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** When a session starts, on `timeZone`'s clock: "Tue 12 Mar, 14:30" (with the year when not `year`). */
export function sessionTime(startTime: string, timeZone: string, year: string): string {
  const instant = new Date(startTime);
  const sameYear =
    new Intl.DateTimeFormat('en-GB', { timeZone, year: 'numeric' }).format(instant) === year;
  return new Intl.DateTimeFormat('en-GB', {
    timeZone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    ...(!sameYear && { year: 'numeric' }),
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(instant);
}

/** "Last session today", "Last session 12 days ago", or none held yet. */
export function lastSessionText(days: number | null): string {
  if (days === null) return clientsTexts.noLastSession;
  if (days <= 0) return 'Last session today';
  return `Last session ${countOf(days, 'day', 'days')} ago`;
}

/** "(weekly cadence: every 7 days)"; only the days when the engagement names no cadence. */
export function cadenceText(cadence: TCadence | undefined, days: number): string {
  const every = `every ${countOf(days, 'day', 'days')}`;
  return cadence && cadence !== 'none'
    ? `(${CADENCE_LABELS[cadence].toLowerCase()} cadence: ${every})`
    : `(cadence: ${every})`;
}

/** Minutes as hours with at most two decimals: "7.5 h", "10 h" (as the engagement's budget). */
export const hoursText = (minutes: number) => `${Number(formatDecimalHours(minutes))} h`;

/** "7.5 h of 10 h this month (75%)". */
export const burnText = ({
  usedMinutes,
  agreedMinutes,
  percent,
}: NonNullable<TClientOverview['burn']>) =>
  `${hoursText(usedMinutes)} of ${hoursText(agreedMinutes)} this month (${percent}%)`;

/** One thing waiting on someone: what it is and where it is answered. */
export interface WaitingItem {
  key: 'signature' | 'approval' | 'pastDue';
  text: string;
  to: string;
}

/** The client's waiting items with a count; none when nothing waits. */
export function waitingItems(client: TClientOverview): WaitingItem[] {
  const items: WaitingItem[] = [];
  const { documentsAwaitingSignature: docs, periodsAwaitingApproval: periods } = client;
  if (docs > 0)
    items.push({
      key: 'signature',
      text: `${countOf(docs, 'document', 'documents')} awaiting signature`,
      to: clientLibraryPath(client.clientId),
    });
  if (periods.count > 0)
    items.push({
      key: 'approval',
      text: `${countOf(periods.count, 'period', 'periods')} awaiting approval`,
      to: timesheetPath(periods.bookingPageId),
    });
  if (client.invoicesPastDue > 0)
    items.push({
      key: 'pastDue',
      text: `${countOf(client.invoicesPastDue, 'invoice', 'invoices')} past due`,
      to: INVOICES_PATH,
    });
  return items;
}
