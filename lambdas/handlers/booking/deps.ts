import { calendarProvidersPort } from '../../deps/calendar-providers';
import { clockPort } from '../../deps/clock';
import { defineDeps } from '../../deps/define-deps';
import { idsPort } from '../../deps/ids';
import { tablePort } from '../../deps/table';
import { tokenCipherPort } from '../../deps/token-cipher';

/**
 * What the public booking Lambda may reach: the table (its events leave through the outbox), and
 * the calendar providers with the cipher of the stored refresh tokens, to sync a page's connected
 * calendars before its free times are listed (`refresh-calendar.ts`).
 */
export const bookingDeps = defineDeps({
  table: tablePort,
  clock: clockPort,
  ids: idsPort,
  calendarProviders: calendarProvidersPort,
  tokenCipher: tokenCipherPort,
});
