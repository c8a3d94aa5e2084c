import type { TCalendarList } from '@contracts/booking/calendar';
import { calendarKeys } from '../../keys/calendar';
import type { Table } from '../../ports/table';
import { toCalendarSummary } from './calendar-item';

/** The caller's booking pages, newest first: one Query on GSI1. */
export async function listCalendars(
  deps: { table: Pick<Table, 'queryAll'> },
  input: { sub: string },
): Promise<TCalendarList> {
  const items = await deps.table.queryAll({
    index: 'GSI1',
    pk: calendarKeys.indexPartition('GSI1', { sub: input.sub }),
    ascending: false,
  });
  return { calendars: items.map(toCalendarSummary) };
}
