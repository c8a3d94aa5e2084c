import type { TMeetingList, TRangeQuery } from '@contracts/booking/meeting';
import type { Table } from '../../ports/table';
import { fromMeetingItem, MEETING_LOOKBACK_MS, meetingsQuery } from './meeting-item';
import { ownedCalendar } from './owned-calendar';

/** The meetings of one calendar that overlap a period (a week on screen), by start. */
export async function listMeetings(
  deps: { table: Pick<Table, 'get' | 'queryAll'> },
  input: { calendarId: string; sub: string; range: TRangeQuery },
): Promise<TMeetingList> {
  const calendar = await ownedCalendar(deps.table, input.calendarId, input.sub);
  const from = new Date(input.range.from);
  const to = new Date(input.range.to);
  const items = await deps.table.queryAll(
    meetingsQuery(calendar.id, from, to, MEETING_LOOKBACK_MS),
  );
  const fromIso = from.toISOString();
  return {
    meetings: items
      .map(fromMeetingItem)
      .filter((m) => m.endTime > fromIso && m.status === 'scheduled'),
  };
}
