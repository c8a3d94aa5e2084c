import * as z from 'zod';
import { ZEmail, ZNewPassword } from '../auth/fields';

/**
 * Account security (docs/decisions.md, "Recovery codes stand in for a lost authenticator app"):
 * recovery codes shown once when an authenticator app is set up, each good for one sign-in
 * without the app, and a mail to the account's address whenever one is used, the authenticator
 * app is turned on or off, or the password changes (in Account Security, or by a reset through
 * "Forgot password?", told by the pool's post confirmation trigger).
 */

/** How many codes a set holds. */
export const RECOVERY_CODE_COUNT = 10;

/** Failed recovery attempts allowed per address in `RECOVERY_WINDOW_SECONDS`. */
export const RECOVERY_MAX_FAILURES = 5;
export const RECOVERY_WINDOW_SECONDS = 60 * 60;

/** A new set (replacing the old) needs a sign-in this recent: password and authenticator code. */
export const RECOVERY_REGENERATE_SECONDS = 10 * 60;

export const accountSecurityMessages = {
  codeRequired: 'Please enter a recovery code',
  /** One answer for every failure, so the form tells nobody which part was wrong. */
  recoveryRefused: 'The e-mail, password or recovery code is not correct.',
  tooManyTries: 'Too many attempts. Please wait an hour before trying again.',
  noAuthenticator: 'Set up an authenticator app first: recovery codes stand in for it.',
  alreadyIssued:
    'Recovery codes were already issued for this authenticator app. Make new ones under Account Security.',
  reauthenticate:
    'To make new recovery codes, sign in again with your password and authenticator code.',
  stillOn: 'The authenticator app is still turned on.',
  recovered:
    'Recovery code accepted. Your lost authenticator app is turned off: set up a new one now.',
  passwordSignIn:
    'Recovery codes, the authenticator app and the password are managed when you sign in with your e-mail and password.',
} as const;

/** A typed recovery code: letters and digits, any case, spaces and dashes ignored. */
export const ZRecoveryCodeInput = z
  .string({ error: accountSecurityMessages.codeRequired })
  .transform((v) => v.replace(/[\s-]+/g, '').toLowerCase())
  .pipe(z.string().min(1, accountSecurityMessages.codeRequired).max(64));

/** `POST /api/account/recover`: a sign-in without the authenticator app. */
export const ZRecoverWithCode = z.object({
  email: ZEmail,
  password: z.string().min(1).max(256),
  code: ZRecoveryCodeInput,
});
export type TRecoverWithCode = z.input<typeof ZRecoverWithCode>;

/** A new set, shown once. */
export const ZRecoveryCodes = z.object({
  codes: z.array(z.string()).length(RECOVERY_CODE_COUNT),
  issuedAt: z.string(),
});
export type TRecoveryCodes = z.infer<typeof ZRecoveryCodes>;

/** `GET /api/account/recovery-codes`: how many of the set are left (never the codes). */
export const ZRecoveryCodeStatus = z.object({
  issuedAt: z.string().nullable(),
  remaining: z.number().int().min(0),
});
export type TRecoveryCodeStatus = z.infer<typeof ZRecoveryCodeStatus>;

/** The security changes the account's address is told of. */
export const SECURITY_CHANGES = [
  'recovery-code-used',
  'mfa-on',
  'mfa-off',
  'password-changed',
  'password-reset',
] as const;
export type TSecurityChange = (typeof SECURITY_CHANGES)[number];

export const ACCOUNT_SECURITY_CHANGED = 'AccountSecurityChanged';
export const ZAccountSecurityChanged = z.object({
  changeId: z.string(),
  sub: z.string(),
  username: z.string(),
  change: z.enum(SECURITY_CHANGES),
  /** When the change was made (ISO). */
  at: z.string(),
});
export type TAccountSecurityChanged = z.infer<typeof ZAccountSecurityChanged>;

/** `POST /api/account/password`: the current password and the new one (the pool's policy). */
export const ZChangePasswordRequest = z.object({
  currentPassword: z.string().min(1).max(256),
  password: ZNewPassword,
});
export type TChangePasswordRequest = z.infer<typeof ZChangePasswordRequest>;
