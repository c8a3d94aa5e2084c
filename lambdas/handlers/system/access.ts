import type { FunctionAccess } from '../../deps/function-access';
import { accountClosureKeys } from '../../keys/account-closure';
import { bookingPageKeys } from '../../keys/booking-page';

/**
 * health + /me: reads the caller's e-mail and first booking page; /admin/access: whether an admin
 * has TOTP.
 */
export const systemAccess: FunctionAccess = {
  table: 'RO',
  items: [bookingPageKeys, accountClosureKeys],
  readUsers: true,
};

/**
 * The anonymous GET routes' own function (`publicReadAccess`): the health check: the clock only, no right at all (`/api/me` stays with the area).
 */
export const systemPublicReadAccess: FunctionAccess = {};
