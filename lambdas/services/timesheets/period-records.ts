import type { TTimeEntry } from '@contracts/timesheets/entry';
import type { TTimesheetMeeting } from '@contracts/timesheets/timesheet';
import type { Table } from '../../ports/table';
import type { BookingPageItem } from '../booking-pages/booking-page-item';
import { entriesQuery, fromEntryItem } from './entry-item';
import { meetingLinesOf, periodMeetingsQuery } from './period-lines';

/**
 * The scheduled bookings and manual events (imported busy time is not work, `countsOnTimesheet`)
 * of a page that start in [from, to), oldest first: the meetings a period counts, each billed as
 * the page's settings bill meetings now.
 */
export async function periodMeetings(
  table: Pick<Table, 'queryAll'>,
  bookingPage: Pick<BookingPageItem, 'id' | 'billing'>,
  range: { from: Date; to: Date },
): Promise<TTimesheetMeeting[]> {
  // No look-back: a meeting counts in the period it starts in, like an entry.
  const items = await table.queryAll({
    ...periodMeetingsQuery(bookingPage.id, range),
    ascending: true,
  });
  return meetingLinesOf(bookingPage, items);
}

/**
 * A period's records, read strongly consistently from the page's partition: its meetings
 * (`periodMeetings`) and its entries, each starting in [from, to), oldest first. Both the
 * overview and the export count exactly these, so the screen and the files agree.
 */
export async function periodRecords(
  table: Pick<Table, 'queryAll'>,
  bookingPage: Pick<BookingPageItem, 'id' | 'billing'>,
  range: { from: Date; to: Date },
): Promise<{ meetings: TTimesheetMeeting[]; entries: TTimeEntry[] }> {
  const [meetings, entryItems] = await Promise.all([
    periodMeetings(table, bookingPage, range),
    table.queryAll(entriesQuery(bookingPage.id, range.from, range.to, true)),
  ]);
  return { meetings, entries: entryItems.map(fromEntryItem) };
}
