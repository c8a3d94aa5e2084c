import { mfaRequired } from '../errors';
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
  identity: Pick<Identity, 'sub' | 'username'>,
  users: Pick<UserDirectory, 'hasTotp'>,
) => Promise<void>;

/**
 * Admins use MFA: an administrator without TOTP turned on is refused (403 `mfa_required`) on
 * every admin route. The pool's MFA is optional for everyone else, and an access token does not
 * say how its session signed in, so the user pool is asked (AdminGetUser) for the user's MFA
 * methods; an enrolled user must give a code at every sign-in.
 */
export function createAdminMfaCheck(now: () => number = Date.now): AdminMfaCheck {
  const trustedUntil = new Map<string, number>();
  return async ({ sub, username }, users) => {
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
