import type { UserDirectory } from '../../ports/user-directory';

/**
 * How long a container keeps a user's e-mail. `/api/me` is called on every page load and the
 * e-mail is the one thing an access token does not carry; the product has no way to change it,
 * so only a change made in the console shows late, by at most this long per warm container.
 */
export const EMAIL_KEPT_MS = 5 * 60_000;

/** Past this many users the cache starts afresh rather than grow (a container's memory). */
const MAX_EMAILS = 5_000;

/**
 * The directory with each found e-mail kept per sub for `EMAIL_KEPT_MS`, so a warm call needs no
 * AdminGetUser. A sub has one e-mail whichever username found it; a user not found is asked
 * again next time (they may be signing up). `hasTotp` is passed through: the admin check keeps
 * its own answer (`middleware/admin-mfa.ts`).
 */
export function withEmailCache(
  directory: UserDirectory,
  now: () => number = Date.now,
): UserDirectory {
  const kept = new Map<string, { email: string; until: number }>();
  return {
    async getEmail(sub, username) {
      const hit = kept.get(sub);
      if (hit && hit.until > now()) return hit.email;
      kept.delete(sub);
      const email = await directory.getEmail(sub, username);
      if (email === null) return null;
      if (kept.size >= MAX_EMAILS) kept.clear();
      kept.set(sub, { email, until: now() + EMAIL_KEPT_MS });
      return email;
    },
    hasTotp: (sub, username) => directory.hasTotp(sub, username),
  };
}
