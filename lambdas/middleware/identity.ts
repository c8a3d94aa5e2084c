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
    ...(Number.isFinite(authTime) && authTime > 0 ? { authTime } : {}),
  };
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
