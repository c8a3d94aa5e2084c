/**
 * Whether a session began with a sign-in recent enough for an action that must not be left to
 * whoever finds an open screen (closing the account, an archive of all its data): `authTime` is
 * the token's `auth_time` (epoch seconds; refreshing the tokens keeps it).
 */
export function signedInRecently(
  authTime: number | undefined,
  now: Date,
  windowSeconds: number,
): boolean {
  if (authTime === undefined || !Number.isFinite(authTime)) return false;
  const age = now.getTime() / 1000 - authTime;
  // A sign-in stamped a little ahead of this clock is recent too.
  return age <= windowSeconds;
}
