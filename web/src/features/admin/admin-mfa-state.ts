/**
 * Public entry: what the admin guard hands Account Security when it sends an administrator
 * without an authenticator app there (router state: the admin screen they were opening), so the
 * page can say why and lead them back once it is on.
 */
const key = 'adminMfaFrom';

export const adminMfaState = (from: string) => ({ [key]: from });

/** The admin screen to go back to, when the admin guard sent the visitor here. */
export function adminMfaReturnPath(state: unknown): string | undefined {
  const from = (state as Record<string, unknown> | null | undefined)?.[key];
  return typeof from === 'string' && /^\/admin(\/|$)/.test(from) ? from : undefined;
}
