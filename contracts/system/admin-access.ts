/**
 * `GET /api/admin/access`: 204 when the caller may use the admin routes. Every admin route
 * refuses an administrator without an authenticator app with 403 and this code, and the admin
 * screens send them to Account Security on it. Plain constants (no zod): the admin guard loads
 * them with every admin screen.
 */
export const ADMIN_MFA_REQUIRED_CODE = 'mfa_required';

export const ADMIN_MFA_REQUIRED =
  'Administrators must use two-factor authentication. Add an authenticator app under Account Security, then open the admin screens again.';
