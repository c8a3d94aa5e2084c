/**
 * `GET /api/admin/access`: 204 when the caller may use the admin routes. Every admin route
 * refuses an administrator with 403 and this code when the session did not use an authenticator
 * app: with `adminAccessMessages.mfaRequired` when the account has none (the admin screens send
 * them to Account Security), with `adminAccessMessages.signInRequired` when the session began with
 * Google, Microsoft or LinkedIn. Plain constants (no zod): the admin guard loads them with every
 * admin screen.
 */
export const ADMIN_MFA_REQUIRED_CODE = 'mfa_required';

export const adminAccessMessages = {
  mfaRequired:
    'Administrators must use two-factor authentication. Add an authenticator app under Account Security, then open the admin screens again.',
  signInRequired:
    'Admin access needs a sign-in with your e-mail, password and authenticator code. Sign out, then sign in that way to open the admin screens.',
} as const;
