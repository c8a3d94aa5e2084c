import { connectionMessages } from '@contracts/booking/connection';
import { daysOf } from '@domain/booking/day-schedule';
import { conflict, notFound } from '../../errors';
import type { Table } from '../../ports/table';
import { bookingPageKey, providerCountAttribute } from './booking-page-item';
import { connectionKey, type ConnectionItem } from './connection-item';
import { importedEventsQuery, type ImportedEventItem } from './imported-event-item';
import { meetingKey } from './meeting-item';
import { connectionsOf } from './list-connections';
import { ownedBookingPage } from './owned-booking-page';
import { lostRace, moveLocks, pauseBeforeRetry, readDayLocks } from './owner-schedule';
import { revokeGrant, type RevokeGrantDeps } from './revoke-grant';

const CHANGED = conflict('The calendar changed meanwhile. Please try again.');
const ATTEMPTS = 3;

/**
 * Disconnects a calendar. In one transaction the connection goes, the count goes down, and when
 * it was the primary, the oldest remaining connection becomes primary (none: no primary). The
 * connection's sync state (encrypted refresh token, cursor) goes with its item. Meetings it
 * imported from Google or Microsoft go too, with their mapping items (nothing would keep them in
 * step any more) and their place in the owner's day locks; meetings booked or added by hand stay
 * on the booking page. Once the connection is gone, its grant is revoked at Google (Microsoft
 * offers no revocation): a revocation that fails is logged and changes nothing of the disconnect.
 */
export async function deleteConnection(
  deps: RevokeGrantDeps & { table: Pick<Table, 'get' | 'queryAll' | 'transaction'> },
  input: { bookingPageId: string; connectionId: string; sub: string },
): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    const bookingPage = await ownedBookingPage(deps.table, input.bookingPageId, input.sub);
    const connection = await deps.table.get<ConnectionItem>(
      connectionKey(bookingPage.id, input.connectionId),
      { consistent: true },
    );
    const current = bookingPage.primaryConnectionId;
    let nextPrimary = current;
    if (current === input.connectionId) {
      const rest = await connectionsOf(deps.table, bookingPage.id, current);
      nextPrimary = rest.find((c) => c.id !== input.connectionId)?.id;
    }
    try {
      await deps.table
        .transaction()
        .delete(
          connectionKey(bookingPage.id, input.connectionId),
          notFound(connectionMessages.notFound),
        )
        .update(
          bookingPageKey(bookingPage.id),
          {
            add: {
              connectionCount: -1,
              // Never below 0: a connection made before the counts were kept was not counted.
              ...(connection &&
              connection.provider !== 'local' &&
              Number(bookingPage[providerCountAttribute(connection.provider)] ?? 0) > 0
                ? { [providerCountAttribute(connection.provider)]: -1 }
                : {}),
            },
            ...(nextPrimary
              ? { set: { primaryConnectionId: nextPrimary } }
              : { remove: ['primaryConnectionId'] }),
          },
          CHANGED,
          { primaryConnectionId: current },
        )
        .commit();
      await removeImportedMeetings(deps.table, input.sub, bookingPage.id, input.connectionId);
      if (connection) await revokeGrant(deps, connection);
      return;
    } catch (error) {
      if (error !== CHANGED || attempt >= ATTEMPTS) throw error;
    }
  }
}

/**
 * Each mapping and its meeting leave together, and the meeting leaves the owner's days in the
 * same transaction, since the day locks hold the busy time bookings read. Imported meetings last
 * at most a day, so touch at most two days: 20 of them with their days stay within DynamoDB's
 * 100 operations.
 */
const MEETINGS_PER_TRANSACTION = 20;
const LOCK_MOVED = conflict('Your calendar changed meanwhile. Please try again.');
const LOCK_ATTEMPTS = 5;

async function removeImportedMeetings(
  table: Pick<Table, 'queryAll' | 'transaction'>,
  sub: string,
  bookingPageId: string,
  connectionId: string,
): Promise<void> {
  const imported = await table.queryAll<ImportedEventItem>({
    ...importedEventsQuery(bookingPageId, connectionId),
    consistent: true,
    projection: ['PK', 'SK', 'meetingId', 'startTime', 'endTime'],
  });
  for (let i = 0; i < imported.length; i += MEETINGS_PER_TRANSACTION) {
    const batch = imported.slice(i, i + MEETINGS_PER_TRANSACTION);
    const days = batch.flatMap((m) => daysOf(new Date(m.startTime), new Date(m.endTime)));
    for (let attempt = 1; ; attempt += 1) {
      const locks = await readDayLocks(table, sub, days);
      const tx = table.transaction();
      for (const item of batch) {
        tx.deleteIfAny({ PK: item.PK, SK: item.SK });
        tx.deleteIfAny(
          meetingKey({ bookingPageId, startTime: item.startTime, id: item.meetingId }),
        );
      }
      moveLocks(tx, locks, LOCK_MOVED, { remove: batch.map((m) => m.meetingId) });
      try {
        await tx.commit();
        break;
      } catch (error) {
        if (!lostRace(error, LOCK_MOVED) || attempt >= LOCK_ATTEMPTS) throw error;
        await pauseBeforeRetry(attempt);
      }
    }
  }
}
