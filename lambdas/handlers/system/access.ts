import type { DeclaredAccess, FunctionAccess } from '../../deps/function-access';
import { bookingPageKeys } from '../../keys/booking-page';
import { systemDeps } from './deps';

/**
 * health + /me: reads the caller's e-mail and first booking page; /admin/access: whether an admin
 * has TOTP.
 */
export const systemAccess: DeclaredAccess = {
  deps: systemDeps,
  table: 'RO',
  items: [bookingPageKeys],
};

/**
 * The anonymous GET routes' own function (`publicReadAccess`): the health check: the clock only, no right at all (`/api/me` stays with the area).
 */
export const systemPublicReadAccess: FunctionAccess = {};
