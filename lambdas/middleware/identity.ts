import type { APIGatewayProxyEventV2 } from 'aws-lambda';

/** Who is calling, from the claims that API Gateway (or the local server) verified. */
export interface Identity {
  sub: string;
  /**
   * The user's name in the pool: the sub for e-mail sign-ups, `Google_…`, `Microsoft_…` or
   * `LinkedIn_…` for federated users, whom the pool cannot find by sub alone.
   */
  username: string;
  groups: string[];
  isAdmin: boolean;
  /** When the user last signed in (epoch seconds; refreshing tokens keeps it), if the token says. */
  authTime?: number;
  /**
   * The session began with the pool's own sign-in (SRP, or USER_PASSWORD_AUTH locally), where
   * Cognito asks every user with an authenticator app for its code; not with the OAuth flow that
   * every Google, Microsoft or LinkedIn sign-in goes through, to which the pool applies no MFA.
   * See `passwordSignIn` below.
   */
  passwordSignIn: boolean;
}

export const adminGroup = 'admin';

type Claims = Record<string, unknown>;

/** Only `requestContext.authorizer.jwt.claims` counts; headers and body are never trusted. */
export function readIdentity(event: APIGatewayProxyEventV2): Identity | null {
  const claims = claimsOf(event);
  const sub = claims && typeof claims.sub === 'string' ? claims.sub.trim() : '';
  if (!claims || !sub) return null;
  // API Gateway's JWT authorizer also lets an ID token through (its `aud` is the client id); only
  // access tokens are accepted here, as the local server does. Access tokens carry no e-mail: ask
  // `deps.users` for it.
  if (claims.token_use !== 'access') return null;
  const groups = parseGroups(claims['cognito:groups']);
  const username =
    typeof claims.username === 'string' && claims.username.trim() ? claims.username.trim() : sub;
  const authTime = Number(claims.auth_time);
  return {
    sub,
    username,
    groups,
    isAdmin: groups.includes(adminGroup),
    passwordSignIn: passwordSignIn(claims.scope),
    ...(Number.isFinite(authTime) && authTime > 0 ? { authTime } : {}),
  };
}

/** The scope the pool gives every token of its own sign-in API (InitiateAuth). */
const POOL_API_SCOPE = 'aws.cognito.signin.user.admin';

/**
 * Tokens of the pool's sign-in API carry the scope `aws.cognito.signin.user.admin` alone; tokens
 * of the OAuth flow carry the scopes the SPA asks for, `openid` among them, and refreshing keeps
 * them. A token without a scope claim, or with `openid`, did not come from the API sign-in.
 */
function passwordSignIn(scope: unknown): boolean {
  if (typeof scope !== 'string') return false;
  const scopes = scope.split(/\s+/).filter(Boolean);
  return scopes.includes(POOL_API_SCOPE) && !scopes.includes('openid');
}

function claimsOf(event: APIGatewayProxyEventV2): Claims | undefined {
  const context = event.requestContext as
    { authorizer?: { jwt?: { claims?: unknown } } } | undefined;
  const claims = context?.authorizer?.jwt?.claims;
  return claims && typeof claims === 'object' ? (claims as Claims) : undefined;
}

/**
 * HTTP API flattens the `cognito:groups` array into a string such as `[admin]` or
 * `[admin other]`; tests and other callers may pass a real array or a JSON array string.
 */
export function parseGroups(value: unknown): string[] {
  if (Array.isArray(value))
    return value.filter((g): g is string => typeof g === 'string' && g !== '');
  if (typeof value !== 'string') return [];
  const text = value.trim();
  if (text.startsWith('[') && text.includes('"')) {
    try {
      return parseGroups(JSON.parse(text));
    } catch {
      // Not JSON after all: fall through to the bracketed list form.
    }
  }
  // HTTP API joins the names with spaces, and Cognito group names hold no spaces; any other
  // character (a comma, a bracket, a quote) belongs to the name, so "admin,ops" is not "admin".
  return text
    .replace(/^\[|\]$/g, '')
    .split(/\s+/)
    .filter(Boolean);
}
