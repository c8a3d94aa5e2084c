import { connectionMessages } from '@contracts/booking/connection';
import { conflict, notFound } from '../../errors';
import type { Table } from '../../ports/table';
import { calendarKey } from './calendar-item';
import { connectionKey } from './connection-item';
import { importedEventsQuery, type ImportedEventItem } from './imported-event-item';
import { meetingKey } from './meeting-item';
import { connectionsOf } from './list-connections';
import { ownedCalendar } from './owned-calendar';

const CHANGED = conflict('The calendar changed meanwhile. Please try again.');
const ATTEMPTS = 3;

/**
 * Disconnects a calendar. In one transaction the connection goes, the count goes down, and when
 * it was the primary, the oldest remaining connection becomes primary (none: no primary). The
 * connection's sync state (encrypted refresh token, cursor) goes with its item. Meetings it
 * imported from Google or Microsoft go too, with their mapping items (nothing would keep them in
 * step any more); meetings booked or added by hand stay on the booking page.
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
      await removeImportedMeetings(deps.table, calendar.id, input.connectionId);
      return;
    } catch (error) {
      if (error !== CHANGED || attempt >= ATTEMPTS) throw error;
    }
  }
}

/** Each mapping and its meeting leave together; removing busy time needs no lock move. */
const PAIRS_PER_TRANSACTION = 50;

async function removeImportedMeetings(
  table: Pick<Table, 'queryAll' | 'transaction'>,
  calendarId: string,
  connectionId: string,
): Promise<void> {
  const imported = await table.queryAll<ImportedEventItem>({
    ...importedEventsQuery(calendarId, connectionId),
    consistent: true,
    projection: ['PK', 'SK', 'meetingId', 'startTime'],
  });
  for (let i = 0; i < imported.length; i += PAIRS_PER_TRANSACTION) {
    const tx = table.transaction();
    for (const item of imported.slice(i, i + PAIRS_PER_TRANSACTION)) {
      tx.deleteIfAny({ PK: item.PK, SK: item.SK });
      tx.deleteIfAny(meetingKey({ calendarId, startTime: item.startTime, id: item.meetingId }));
    }
    await tx.commit();
  }
}
