import type { TTimeEntry } from '@contracts/timesheets/entry';
import type { TTimesheetMeeting } from '@contracts/timesheets/timesheet';
import { countsOnTimesheet } from '@domain/timesheets/counted-meetings';
import type { Table } from '../../ports/table';
import { fromMeetingItem } from '../calendars/meeting-item';
import { entriesQuery, fromEntryItem } from './entry-item';
import { periodMeetingsQuery, timesheetMeeting } from './period-lines';

/**
 * A period's records, read strongly consistently from the page's partition: its scheduled
 * bookings and manual events (imported busy time is not work, `countsOnTimesheet`) and its
 * entries, each starting in [from, to), oldest first. Both the overview and the export count
 * exactly these, so the screen and the files agree.
 */
export async function periodRecords(
  table: Pick<Table, 'queryAll'>,
  calendarId: string,
  range: { from: Date; to: Date },
): Promise<{ meetings: TTimesheetMeeting[]; entries: TTimeEntry[] }> {
  const [meetingItems, entryItems] = await Promise.all([
    // No look-back: a meeting counts in the period it starts in, like an entry.
    table.queryAll({ ...periodMeetingsQuery(calendarId, range), ascending: true }),
    table.queryAll(entriesQuery(calendarId, range.from, range.to, true)),
  ]);
  const meetings = meetingItems
    .map(fromMeetingItem)
    .filter(countsOnTimesheet)
    .map(timesheetMeeting);
  return { meetings, entries: entryItems.map(fromEntryItem) };
}
