import { randomUUID } from 'node:crypto';
import type { TSyncResult } from '@contracts/booking/connection';
import type { CalendarProviders, ProviderEvent } from '../../lambdas/ports/calendar-providers';
import type { Table } from '../../lambdas/ports/table';
import { toConnectionItem } from '../../lambdas/services/booking-pages/connection-item';
import { syncCalendar } from '../../lambdas/services/booking-pages/sync-calendar';

/** A Google calendar whose listing is `events`, whatever the token or the window asked. */
function providerListing(events: ProviderEvent[]): CalendarProviders {
  return {
    appOrigin: 'http://localhost',
    client: (provider) => ({
      provider,
      clientId: 'client',
      authorizeUrl: 'http://localhost/authorize',
      redirectUri: 'http://localhost/callback',
    }),
    exchangeCode: () => Promise.resolve({ accessToken: 'access' }),
    refresh: () => Promise.resolve({ accessToken: 'access' }),
    listChanges: () => Promise.resolve({ full: true, events, cursor: 'next' }),
    // Importing busy time never writes to the calendar.
    createEvent: () => Promise.reject(new Error('createEvent is not used here')),
    moveEvent: () => Promise.reject(new Error('moveEvent is not used here')),
    deleteEvent: () => Promise.reject(new Error('deleteEvent is not used here')),
    revoke: () => Promise.reject(new Error('revoke is not used here')),
  };
}

/**
 * Connects a Google calendar to the page and runs the real Sync Now over `events`, so the
 * imported busy time is stored exactly as the sync stores it (meeting, imported event item, the
 * owner's day locks).
 */
export async function syncBusyTime(
  table: Table,
  input: { bookingPageId: string; sub: string; events: ProviderEvent[]; now?: Date },
): Promise<TSyncResult> {
  const now = input.now ?? new Date();
  await table.put(
    toConnectionItem({
      id: randomUUID(),
      bookingPageId: input.bookingPageId,
      userId: input.sub,
      provider: 'google',
      providerCalendarId: 'primary',
      providerCalendarName: 'Work',
      createdAt: now.toISOString(),
      refreshTokenCiphertext: 'sealed',
    }),
  );
  return syncCalendar(
    {
      table,
      clock: { now: () => now },
      calendarProviders: providerListing(input.events),
      tokenCipher: {
        encrypt: (_kind, s) => Promise.resolve(s),
        decrypt: (_kind, s) => Promise.resolve(s),
      },
    },
    { bookingPageId: input.bookingPageId, sub: input.sub },
  );
}
