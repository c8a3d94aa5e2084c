import { adminSignInRequired, mfaRequired } from '../errors';
import type { UserDirectory } from '../ports/user-directory';
import type { Identity } from './identity';

/**
 * How long a container trusts that an administrator has an authenticator app. Only that answer
 * is kept: an administrator who has just added one passes on the very next request, while one who
 * removes it keeps passing for at most this long in each warm container.
 */
export const TOTP_TRUSTED_MS = 60_000;

/** Administrators are few; past this many entries the cache starts afresh rather than grow. */
const MAX_ENTRIES = 1_000;

export type AdminMfaCheck = (
  identity: Pick<Identity, 'sub' | 'username' | 'passwordSignIn'>,
  users: Pick<UserDirectory, 'hasTotp'>,
) => Promise<void>;

/**
 * Admins use MFA, in the session that calls: an administrator reaches the admin routes only from
 * a sign-in that asked for the authenticator's code. Both are refused with 403 `mfa_required`:
 *
 * - a session that did not begin with the pool's own sign-in (`passwordSignIn`): a Google,
 *   Microsoft or LinkedIn sign-in, linked to the account or not, never asks for the code (Cognito
 *   applies no user-pool MFA to federated sign-ins), whatever the account has enrolled;
 * - an administrator without TOTP turned on. The pool's MFA is optional for everyone else, so the
 *   user pool is asked (AdminGetUser) for the user's MFA methods; Cognito asks an enrolled user
 *   for a code at every sign-in of its own, and enrolling took a code in this session.
 */
export function createAdminMfaCheck(now: () => number = Date.now): AdminMfaCheck {
  const trustedUntil = new Map<string, number>();
  return async ({ sub, username, passwordSignIn }, users) => {
    // Before the cache: a yes for the account says nothing of how this session signed in.
    if (!passwordSignIn) throw adminSignInRequired();
    const until = trustedUntil.get(sub);
    if (until !== undefined && until > now()) return;
    trustedUntil.delete(sub);
    if (!(await users.hasTotp(sub, username))) throw mfaRequired();
    if (trustedUntil.size >= MAX_ENTRIES) trustedUntil.clear();
    trustedUntil.set(sub, now() + TOTP_TRUSTED_MS);
  };
}

/** The check every admin route runs, one cache per container. */
export const requireAdminMfa = createAdminMfaCheck();
