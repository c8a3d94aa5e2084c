import type { TPageQuery } from '@contracts/paging';
import type { TTimeEntry } from '@contracts/timesheets/entry';
import type { TTimesheetMeeting } from '@contracts/timesheets/timesheet';
import type { TMeeting } from '@contracts/booking/meeting';
import { countsOnTimesheet } from '@domain/timesheets/counted-meetings';
import {
  billedMeeting,
  meetingLine,
  minutesBetween,
  type MeetingBilling,
} from '@domain/timesheets/totals';
import type { Table, TableItem } from '../../ports/table';
import type { BookingPageItem } from '../booking-pages/booking-page-item';
import { fromMeetingItem, meetingsQuery } from '../booking-pages/meeting-item';
import { billingOf } from './billing-item';
import { readPage, type Page } from '../page-cursor';
import { entriesQuery, fromEntryItem } from './entry-item';

/** The records of a period are those starting in [from, to). */
export interface Range {
  from: Date;
  to: Date;
}

/** A scheduled meeting as a timesheet line, billed as its page bills meetings. */
export const timesheetMeeting = (m: TMeeting, billing: MeetingBilling): TTimesheetMeeting =>
  meetingLine(
    billedMeeting(
      {
        id: m.id,
        title: m.title,
        attendeeName: m.attendeeName,
        startTime: m.startTime,
        endTime: m.endTime,
        durationMinutes: minutesBetween(m.startTime, m.endTime),
      },
      billing,
    ),
  );

/** The page's meetings as timesheet lines: those it counts, billed by its settings. */
export function meetingLinesOf(
  bookingPage: Pick<BookingPageItem, 'billing'>,
  items: readonly TableItem[],
): TTimesheetMeeting[] {
  const billing = billingOf(bookingPage);
  return items
    .map(fromMeetingItem)
    .filter(countsOnTimesheet)
    .map((m) => timesheetMeeting(m, billing));
}

/** The period's meetings, newest first: a meeting counts in the period it starts in. */
export const periodMeetingsQuery = (bookingPageId: string, range: Range) => ({
  ...meetingsQuery(bookingPageId, range.from, range.to, 0),
  ascending: false,
  consistent: true,
});

type PageAsked = Pick<TPageQuery, 'limit'> & { cursor?: string | undefined };

/** One page of a list's query, its items as the list shows them. */
async function linesPage<T>(
  table: Pick<Table, 'query'>,
  query: Parameters<typeof readPage>[1],
  page: PageAsked,
  lines: (items: TableItem[]) => T[],
): Promise<Page<T>> {
  const { items, nextCursor } = await readPage<TableItem>(table, query, page);
  return { items: lines(items), nextCursor };
}

/** A page of the period's entries, newest first. */
export const entriesPage = (
  table: Pick<Table, 'query'>,
  bookingPageId: string,
  range: Range,
  page: PageAsked,
): Promise<Page<TTimeEntry>> =>
  linesPage(table, entriesQuery(bookingPageId, range.from, range.to), page, (items) =>
    items.map(fromEntryItem),
  );

/**
 * A page of the period's scheduled bookings and manual events, newest first. A page may hold
 * fewer than `limit` (cancelled and imported meetings are read but not listed, see
 * `countsOnTimesheet`); `nextCursor` says whether the period has more.
 */
export const meetingsPage = (
  table: Pick<Table, 'query'>,
  bookingPage: Pick<BookingPageItem, 'id' | 'billing'>,
  range: Range,
  page: PageAsked,
): Promise<Page<TTimesheetMeeting>> =>
  linesPage(table, periodMeetingsQuery(bookingPage.id, range), page, (items) =>
    meetingLinesOf(bookingPage, items),
  );
