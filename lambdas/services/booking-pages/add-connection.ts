import { bookingPageMessages } from '@contracts/booking/booking-page';
import type { TConnection } from '@contracts/booking/connection';
import { conflict, ID_TAKEN, notFound } from '../../errors';
import type { Table } from '../../ports/table';
import { bookingPageKey, providerCountAttribute } from './booking-page-item';
import {
  fromConnectionItem,
  isSynced,
  toConnectionItem,
  type NewConnection,
} from './connection-item';
import { ownedBookingPage } from './owned-booking-page';

const CHANGED = conflict('The calendar changed meanwhile. Please try again.');
const ATTEMPTS = 3;

/**
 * Adds a connection to a calendar (local now; Google and Microsoft after their OAuth). In one
 * transaction with the new item, the booking page's count goes up and, for its first connection,
 * `primaryConnectionId` is set (spec §4: the first connection is primary) — on condition that
 * the primary is still what was read, so two first connections at once cannot both be primary.
 * A Google or Microsoft connection also counts towards its provider's (`googleConnectionCount`),
 * from which the public page offers that provider's video platform.
 */
export async function addConnection(
  deps: { table: Pick<Table, 'get' | 'transaction'> },
  connection: NewConnection,
): Promise<TConnection> {
  for (let attempt = 1; ; attempt += 1) {
    const bookingPage = await ownedBookingPage(
      deps.table,
      connection.bookingPageId,
      connection.userId,
    );
    const primaryId = bookingPage.primaryConnectionId ?? connection.id;
    const provider = connection.provider;
    const counts = {
      connectionCount: 1,
      ...(isSynced(connection) && provider !== 'local'
        ? { [providerCountAttribute(provider)]: 1 }
        : {}),
    };
    try {
      await deps.table
        .transaction()
        .create(toConnectionItem(connection), conflict(ID_TAKEN))
        .update(
          bookingPageKey(bookingPage.id),
          { add: counts, set: { primaryConnectionId: primaryId } },
          CHANGED,
          { primaryConnectionId: bookingPage.primaryConnectionId },
        )
        .commit();
      return fromConnectionItem(toConnectionItem(connection), primaryId);
    } catch (error) {
      if (error !== CHANGED || attempt >= ATTEMPTS) throw mapped(error);
    }
  }
}

/** A calendar deleted meanwhile is simply not found. */
const mapped = (error: unknown) =>
  error === CHANGED ? notFound(bookingPageMessages.notFound) : error;
