import { connectionMessages } from '@contracts/booking/connection';
import { conflict, notFound } from '../../errors';
import type { Table } from '../../ports/table';
import { calendarKey } from './calendar-item';
import { connectionKey } from './connection-item';
import { connectionsOf } from './list-connections';
import { ownedCalendar } from './owned-calendar';

const CHANGED = conflict('The calendar changed meanwhile. Please try again.');
const ATTEMPTS = 3;

/**
 * Disconnects a calendar. In one transaction the connection goes, the count goes down, and when
 * it was the primary, the oldest remaining connection becomes primary (none: no primary). Its
 * meetings stay on the booking page.
 */
export async function deleteConnection(
  deps: { table: Pick<Table, 'get' | 'queryAll' | 'transaction'> },
  input: { calendarId: string; connectionId: string; sub: string },
): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    const calendar = await ownedCalendar(deps.table, input.calendarId, input.sub);
    const current = calendar.primaryConnectionId;
    let nextPrimary = current;
    if (current === input.connectionId) {
      const rest = await connectionsOf(deps.table, calendar.id, current);
      nextPrimary = rest.find((c) => c.id !== input.connectionId)?.id;
    }
    try {
      await deps.table
        .transaction()
        .delete(
          connectionKey(calendar.id, input.connectionId),
          notFound(connectionMessages.notFound),
        )
        .update(
          calendarKey(calendar.id),
          {
            add: { connectionCount: -1 },
            ...(nextPrimary
              ? { set: { primaryConnectionId: nextPrimary } }
              : { remove: ['primaryConnectionId'] }),
          },
          CHANGED,
          { primaryConnectionId: current },
        )
        .commit();
      return;
    } catch (error) {
      if (error !== CHANGED || attempt >= ATTEMPTS) throw error;
    }
  }
}
