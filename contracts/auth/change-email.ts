import * as z from 'zod';
import { ZCode, ZEmail } from './fields';

/**
 * Account Security's two checked changes, whose messages the forms, their tests and the browser
 * tests share: a new e-mail, which takes effect only once the code mailed to it is entered
 * (the user pool keeps the verified address until then), and removing the authenticator app,
 * which asks for the password and a current code from that app first.
 */
export const changeEmailMessages = {
  sameAsCurrent: 'The new email must be different from the current one',
  emailTaken: 'An account with this email already exists',
  wrongCode: 'The code is not correct',
  expiredCode: 'The code has expired. Send a new code.',
  codeSent: 'Verification code sent',
  changed: 'Email changed',
  failed: 'Failed to change email',
  verifyFailed: 'Failed to verify email',
} as const;

export const removeTotpMessages = {
  passwordRequired: 'Please enter your password',
  wrongPassword: 'The password is not correct',
  wrongCode: 'The code is not correct',
  removed: 'MFA removed successfully',
  failed: 'Failed to remove MFA',
  noCodeAsked:
    'Signing in did not ask for a code from an authenticator app, so there is none to remove.',
} as const;

const hasStrings = (value: unknown, ...keys: string[]) =>
  typeof value === 'object' &&
  value !== null &&
  keys.every((k) => typeof (value as Record<string, unknown>)[k] === 'string');

/**
 * Step 1 of changing the e-mail: the new address (not the current one again). `currentEmail` is
 * the session's address, carried by the form and never shown.
 */
export const ZChangeEmail = z
  .object({ currentEmail: z.string(), email: ZEmail })
  .refine((v) => v.email.toLowerCase() !== v.currentEmail.trim().toLowerCase(), {
    message: changeEmailMessages.sameAsCurrent,
    path: ['email'],
    when: ({ value }) => hasStrings(value, 'email', 'currentEmail'),
  });
export type TChangeEmail = z.infer<typeof ZChangeEmail>;

/** Step 2: the 6-digit code Cognito mailed to the new address. */
export const ZConfirmEmailChange = z.object({ code: ZCode });
export type TConfirmEmailChange = z.infer<typeof ZConfirmEmailChange>;

/** Removing the authenticator app: the password, then a current code from that app. */
export const ZRemoveTotp = z.object({
  password: z
    .string({ error: removeTotpMessages.passwordRequired })
    .min(1, removeTotpMessages.passwordRequired),
  code: ZCode,
});
export type TRemoveTotp = z.infer<typeof ZRemoveTotp>;
