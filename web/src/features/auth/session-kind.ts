/**
 * How the session signed in, read from its tokens in this one place (the server reads the same
 * access-token scope: `lambdas/middleware/identity.ts`, `passwordSignIn`).
 *
 * - `password`: the pool's own sign-in (e-mail, password and, when enrolled, the authenticator
 *   code). Its access token carries `aws.cognito.signin.user.admin` alone, the scope Cognito's
 *   self-service calls need (change the e-mail or password, set up or remove the authenticator).
 * - `federated`: a sign-in through Google, Microsoft or LinkedIn, which gets tokens from the
 *   OAuth flow with `openid email profile` only, so Cognito refuses those calls. `providers`
 *   names the sign-ins the ID token's `identities` claim lists (one for an account made by that
 *   sign-in; every connected one for an e-mail account), as the pool names its providers.
 *
 * The `identities` claim alone cannot tell the two apart: an e-mail account with a connected
 * sign-in carries it whichever way it signed in. Pure, so it runs in unit tests as in the app.
 */
export type SessionKind = { kind: 'password' } | { kind: 'federated'; providers: string[] };

export const PASSWORD_SESSION: SessionKind = { kind: 'password' };

/** The scope the pool gives every token of its own sign-in API (InitiateAuth). */
const POOL_API_SCOPE = 'aws.cognito.signin.user.admin';

type Claims = Record<string, unknown> | undefined;

export function sessionKind(access: Claims, id: Claims): SessionKind {
  const scopes = typeof access?.scope === 'string' ? access.scope.split(/\s+/) : [];
  if (scopes.includes(POOL_API_SCOPE) && !scopes.includes('openid')) return PASSWORD_SESSION;
  return { kind: 'federated', providers: providersOf(id?.identities) };
}

/**
 * The provider names of an `identities` claim: an array of `{ providerName, … }` in the ID
 * token, or that array as a JSON string (as the user attribute stores it). Anything else: none.
 */
function providersOf(identities: unknown): string[] {
  let list = identities;
  if (typeof list === 'string') {
    try {
      list = JSON.parse(list) as unknown;
    } catch {
      return [];
    }
  }
  if (!Array.isArray(list)) return [];
  const names = list
    .map((entry: unknown) =>
      entry && typeof entry === 'object' ? (entry as { providerName?: unknown }).providerName : '',
    )
    .filter((name): name is string => typeof name === 'string' && name.trim() !== '')
    .map((name) => name.trim());
  return [...new Set(names)];
}

/** "Google", "Google or Microsoft", "Google, Microsoft or LinkedIn". */
export function providerList(providers: readonly string[]): string {
  if (providers.length <= 1) return providers[0] ?? '';
  return `${providers.slice(0, -1).join(', ')} or ${providers.at(-1)}`;
}
