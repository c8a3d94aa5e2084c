import { calendarProvidersPort } from '../../deps/calendar-providers';
import { defineDeps } from '../../deps/define-deps';
import { signedInPorts } from '../../deps/signed-in-ports';
import { tokenCipherPort } from '../../deps/token-cipher';

/**
 * What the booking pages Lambda may reach: the table (plus clock and ids), the calendar providers
 * (OAuth start, sync) and the cipher of the stored refresh tokens (sync).
 */
export const bookingPagesDeps = defineDeps({
  ...signedInPorts,
  calendarProviders: calendarProvidersPort,
  tokenCipher: tokenCipherPort,
});
