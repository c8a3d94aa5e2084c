import * as z from 'zod';
import { requiredTrimmed } from '../text-fields';

/** "Close my account" (`/account/data`). */

/** A closure must follow a sign-in this recent: whoever holds an open session is not enough. */
export const RECENT_SIGN_IN_SECONDS = 10 * 60;

export const closeAccountMessages = {
  confirm: 'Type your e-mail address to confirm',
  mismatch: 'That is not the e-mail address of this account',
  reauthenticate: 'Please sign in again to close your account',
  closing: 'Your account is being closed. We will e-mail you when everything is deleted.',
  failed: 'Failed to close your account',
  /** What every signed-in route answers (401) to a token of an account being closed or closed. */
  closed: 'This account is closed',
} as const;

/** `POST /api/account/close`: the account's own e-mail typed again. */
export const ZCloseAccount = z.object({
  email: requiredTrimmed(closeAccountMessages.confirm, 320),
});
export type TCloseAccount = z.infer<typeof ZCloseAccount>;

/** The answer: the closure has started; the consumer finishes it. */
export const ZClosingAccount = z.object({ status: z.literal('closing') });

/** Machine-readable code of the 403 that asks for a fresh sign-in. */
export const REAUTHENTICATE = 'reauthenticate';

/**
 * The consumer deletes everything the account owns, removes the user from the pool and mails
 * `email` a confirmation. `closureId` names the confirmation's claim, so nothing left behind
 * carries the person's id. A closure too large for one run goes on in the next: the same detail
 * with the next `round` (absent: the first).
 */
export const ACCOUNT_CLOSURE_REQUESTED = 'AccountClosureRequested';
export const ZAccountClosureRequested = z.object({
  closureId: z.string(),
  sub: z.string(),
  username: z.string(),
  email: z.string(),
  round: z.number().int().min(1).optional(),
});
export type TAccountClosureRequested = z.infer<typeof ZAccountClosureRequested>;
