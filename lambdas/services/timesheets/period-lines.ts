import type { TPageQuery } from '@contracts/paging';
import type { TTimeEntry } from '@contracts/timesheets/entry';
import type { TTimesheetMeeting } from '@contracts/timesheets/timesheet';
import type { TMeeting } from '@contracts/booking/meeting';
import { minutesBetween } from '@domain/timesheets/totals';
import type { Table, TableItem } from '../../ports/table';
import { fromMeetingItem, meetingsQuery } from '../calendars/meeting-item';
import { readPage, type Page } from '../page-cursor';
import { entriesQuery, fromEntryItem } from './entry-item';

/** The records of a period are those starting in [from, to). */
export interface Range {
  from: Date;
  to: Date;
}

/** A scheduled meeting as a timesheet line. */
export const timesheetMeeting = (m: TMeeting): TTimesheetMeeting => ({
  id: m.id,
  title: m.title,
  attendeeName: m.attendeeName,
  startTime: m.startTime,
  endTime: m.endTime,
  durationMinutes: minutesBetween(m.startTime, m.endTime),
});

/** The period's meetings, newest first: a meeting counts in the period it starts in. */
export const periodMeetingsQuery = (calendarId: string, range: Range) => ({
  ...meetingsQuery(calendarId, range.from, range.to, 0),
  ascending: false,
  consistent: true,
});

/** A page of the period's entries, newest first. */
export async function entriesPage(
  table: Pick<Table, 'query'>,
  calendarId: string,
  range: Range,
  page: Pick<TPageQuery, 'limit'> & { cursor?: string | undefined },
): Promise<Page<TTimeEntry>> {
  const { items, nextCursor } = await readPage<TableItem>(
    table,
    entriesQuery(calendarId, range.from, range.to),
    page,
  );
  return { items: items.map(fromEntryItem), nextCursor };
}

/**
 * A page of the period's scheduled meetings, newest first. A page may hold fewer than `limit`
 * (cancelled meetings are read but not listed); `nextCursor` says whether the period has more.
 */
export async function meetingsPage(
  table: Pick<Table, 'query'>,
  calendarId: string,
  range: Range,
  page: Pick<TPageQuery, 'limit'> & { cursor?: string | undefined },
): Promise<Page<TTimesheetMeeting>> {
  const { items, nextCursor } = await readPage<TableItem>(
    table,
    periodMeetingsQuery(calendarId, range),
    page,
  );
  const meetings = items.map(fromMeetingItem).filter((m) => m.status === 'scheduled');
  return { items: meetings.map(timesheetMeeting), nextCursor };
}
