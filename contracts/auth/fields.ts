import * as z from 'zod';
import { passwordProblems } from './password-policy';

/** The spec's messages (§5), shared by the auth forms and their tests. */
export const authMessages = {
  invalidEmail: 'Invalid email address',
  signInPasswordMin: 'Password must be at least 6 characters',
  signUpPasswordMin: 'Password must be at least 8 characters',
  passwordsDontMatch: "Passwords don't match",
  codeLength: 'Enter the 6-digit code',
} as const;

/** Minimum password lengths (spec §9): 6 to sign in, 8 to sign up or set a new password. */
export const SIGN_IN_PASSWORD_MIN = 6;
export const NEW_PASSWORD_MIN = 8;
/** Confirmation, reset and TOTP codes are six digits. */
export const CODE_LENGTH = 6;

export const ZEmail = z
  .string({ error: authMessages.invalidEmail })
  .trim()
  .email(authMessages.invalidEmail);

/**
 * A new password (sign-up, reset): the spec's minimum of 8, then the rest of the user pool's
 * policy (`password-policy.ts`), so the form refuses what Cognito would, before sending.
 */
export const ZNewPassword = z
  .string({ error: authMessages.signUpPasswordMin })
  .min(NEW_PASSWORD_MIN, authMessages.signUpPasswordMin)
  .superRefine((password, ctx) => {
    // Too short already says so, in the spec's words: one message at a time.
    if (password.length < NEW_PASSWORD_MIN) return;
    const [first] = passwordProblems(password);
    if (first) ctx.addIssue({ code: 'custom', message: first });
  });

export const ZCode = z
  .string({ error: authMessages.codeLength })
  .trim()
  .regex(/^\d{6}$/, authMessages.codeLength);

/**
 * Adds the "confirm equals password" rule on `confirmPassword`. It runs even when another field
 * already failed, so the form can show every field's message at once.
 */
export function withMatchingConfirmation<
  T extends z.ZodType<{ password: string; confirmPassword: string }>,
>(schema: T) {
  return schema.refine((v) => v.password === v.confirmPassword, {
    message: authMessages.passwordsDontMatch,
    path: ['confirmPassword'],
    when: ({ value }) =>
      typeof value === 'object' &&
      value !== null &&
      typeof (value as Record<string, unknown>).password === 'string' &&
      typeof (value as Record<string, unknown>).confirmPassword === 'string',
  });
}

/**
 * A form that sets a password: its own fields (`before`: the e-mail, a code, the current
 * password), then the new password by the sign-up rules and its confirmation, which must match.
 */
export function withNewPassword<S extends z.ZodRawShape>(before: S) {
  const form = z.object({ ...before, password: ZNewPassword, confirmPassword: z.string() });
  // Known to hold both passwords once `S` is given; TypeScript cannot see it through the spread.
  return withMatchingConfirmation(
    form as typeof form & z.ZodType<{ password: string; confirmPassword: string }>,
  );
}
