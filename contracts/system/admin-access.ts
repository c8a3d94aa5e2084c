/**
 * `GET /api/admin/access`: 204 when the caller may use the admin routes. Every admin route
 * refuses an administrator with 403 and this code when the session did not use an authenticator
 * app: with `ADMIN_MFA_REQUIRED` when the account has none (the admin screens send them to Account
 * Security), with `ADMIN_SIGN_IN_REQUIRED` when the session began with Google, Microsoft or
 * LinkedIn. Plain constants (no zod): the admin guard loads them with every admin screen.
 */
export const ADMIN_MFA_REQUIRED_CODE = 'mfa_required';

export const ADMIN_MFA_REQUIRED =
  'Administrators must use two-factor authentication. Add an authenticator app under Account Security, then open the admin screens again.';

export const ADMIN_SIGN_IN_REQUIRED =
  'Admin access needs a sign-in with your e-mail, password and authenticator code. Sign out, then sign in that way to open the admin screens.';
