import type { TDeletionImpact } from '@contracts/booking/booking-page';
import { meetingKeys } from '../../keys/meeting';
import { timesheetEntryKeys } from '../../keys/timesheet-entry';
import type { Clock } from '../../ports/clock';
import type { Table, TableItem } from '../../ports/table';
import { ownedBookingPage } from './owned-booking-page';

/** A meeting as the deletion reads it. */
export type MeetingRow = TableItem & {
  id: string;
  startTime: string;
  status?: string;
  source?: string;
};

/**
 * Booked meetings still ahead and scheduled: deleting the page cancels these and mails each
 * visitor, since someone expects to meet. Events added by hand or imported have nobody to tell.
 */
export const isUpcomingBooking = (m: MeetingRow, now: Date) =>
  m.status === 'scheduled' && m.source === 'booking' && m.startTime >= now.toISOString();

/** The page's meetings and the statuses of its time entries, read strongly consistently. */
export async function readPageContents(
  table: Pick<Table, 'queryAll'>,
  bookingPageId: string,
): Promise<{ meetings: MeetingRow[]; entryStatuses: string[] }> {
  const [meetings, entries] = await Promise.all([
    table.queryAll<MeetingRow>({
      ...meetingKeys.inPartition({ bookingPageId }),
      projection: ['PK', 'SK', 'id', 'startTime', 'status', 'source'],
      consistent: true,
    }),
    table.queryAll<{ status?: string }>({
      ...timesheetEntryKeys.inPartition({ bookingPageId }),
      projection: ['status'],
      consistent: true,
    }),
  ]);
  return { meetings, entryStatuses: entries.map((e) => String(e.status ?? 'draft')) };
}

/** What deleting the page would do now (`ZDeletionImpact`). */
export function impactOf(
  contents: { meetings: MeetingRow[]; entryStatuses: string[] },
  now: Date,
): TDeletionImpact {
  const upcomingBookings = contents.meetings.filter((m) => isUpcomingBooking(m, now)).length;
  const lockedEntries = contents.entryStatuses.filter((s) => s !== 'draft').length;
  return {
    upcomingBookings,
    otherMeetings: contents.meetings.length - upcomingBookings,
    draftEntries: contents.entryStatuses.length - lockedEntries,
    lockedEntries,
    canDelete: lockedEntries === 0,
  };
}

/** `GET /api/booking-pages/{id}/deletion-impact`: what the delete confirmation tells the owner. */
export async function getDeletionImpact(
  deps: { table: Pick<Table, 'get' | 'queryAll'>; clock: Clock },
  input: { id: string; sub: string },
): Promise<TDeletionImpact> {
  const bookingPage = await ownedBookingPage(deps.table, input.id, input.sub, { deleting: true });
  const impact = impactOf(await readPageContents(deps.table, bookingPage.id), deps.clock.now());
  // A deletion that started has passed the check already; finishing it is always allowed.
  return bookingPage.deletingAt ? { ...impact, canDelete: true } : impact;
}
