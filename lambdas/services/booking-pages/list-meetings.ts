import type { TMeetingList, TMeetingListQuery } from '@contracts/booking/meeting';
import type { Table, TableItem } from '../../ports/table';
import { readPage } from '../page-cursor';
import { fromMeetingItem, MEETING_LOOKBACK_MS, meetingsQuery } from './meeting-item';
import { ownedBookingPage } from './owned-booking-page';

/**
 * A page of the meetings of one booking page that overlap a period (a week on screen), by start.
 * A page may hold fewer than `limit` (cancelled meetings and those over before the period are
 * read but not shown); `nextCursor` says whether the period has more.
 */
export async function listMeetings(
  deps: { table: Pick<Table, 'get' | 'query'> },
  input: { bookingPageId: string; sub: string; query: TMeetingListQuery },
): Promise<TMeetingList> {
  const from = new Date(input.query.from);
  const to = new Date(input.query.to);
  await ownedBookingPage(deps.table, input.bookingPageId, input.sub);
  const { items, nextCursor } = await readPage<TableItem>(
    deps.table,
    meetingsQuery(input.bookingPageId, from, to, MEETING_LOOKBACK_MS),
    input.query,
  );
  const fromIso = from.toISOString();
  return {
    meetings: items
      .map(fromMeetingItem)
      .filter((m) => m.endTime > fromIso && m.status === 'scheduled'),
    nextCursor,
  };
}
