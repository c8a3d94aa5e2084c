import { calendarProvidersPort } from '../../deps/calendar-providers';
import { clockPort } from '../../deps/clock';
import { defineDeps } from '../../deps/define-deps';
import { idsPort } from '../../deps/ids';
import { tablePort } from '../../deps/table';
import { tokenCipherPort } from '../../deps/token-cipher';

/**
 * The public OAuth callback: the table (state, connection), the providers' token endpoints, and
 * the cipher that encrypts the refresh token.
 */
export const oauthDeps = defineDeps({
  table: tablePort,
  clock: clockPort,
  ids: idsPort,
  calendarProviders: calendarProvidersPort,
  tokenCipher: tokenCipherPort,
});
