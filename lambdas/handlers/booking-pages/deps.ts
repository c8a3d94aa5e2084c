import { calendarProvidersPort } from '../../deps/calendar-providers';
import { clockPort } from '../../deps/clock';
import { closedAccountsPort } from '../../deps/closed-accounts';
import { defineDeps } from '../../deps/define-deps';
import { idsPort } from '../../deps/ids';
import { tablePort } from '../../deps/table';
import { tokenCipherPort } from '../../deps/token-cipher';

/**
 * What the booking pages Lambda may reach: the table (plus clock and ids), the calendar providers
 * (OAuth start, sync) and the cipher of the stored refresh tokens (sync).
 */
export const bookingPagesDeps = defineDeps({
  table: tablePort,
  closedAccounts: closedAccountsPort,
  clock: clockPort,
  ids: idsPort,
  calendarProviders: calendarProvidersPort,
  tokenCipher: tokenCipherPort,
});
