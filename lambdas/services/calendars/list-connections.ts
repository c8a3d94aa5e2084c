import type { TConnection, TConnectionList } from '@contracts/booking/connection';
import { calendarConnectionKeys } from '../../keys/calendar-connection';
import type { Table } from '../../ports/table';
import { fromConnectionItem } from './connection-item';
import { ownedCalendar } from './owned-calendar';

/** The connections of one calendar, oldest first (so the primary one leads). */
export async function connectionsOf(
  table: Pick<Table, 'queryAll'>,
  calendarId: string,
  primaryId: string | undefined,
): Promise<TConnection[]> {
  const { pk, sk } = calendarConnectionKeys.inPartition({ calendarId });
  const items = await table.queryAll({ pk, sk, consistent: true });
  return items
    .map((item) => fromConnectionItem(item, primaryId))
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id));
}

export async function listConnections(
  deps: { table: Pick<Table, 'get' | 'queryAll'> },
  input: { calendarId: string; sub: string },
): Promise<TConnectionList> {
  const calendar = await ownedCalendar(deps.table, input.calendarId, input.sub);
  return {
    connections: await connectionsOf(deps.table, calendar.id, calendar.primaryConnectionId),
  };
}
