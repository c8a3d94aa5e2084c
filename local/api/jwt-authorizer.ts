import { createRemoteJWKSet, errors, jwtVerify, type JWTPayload } from 'jose';
import type { JwtAuthorizer } from './apigw-event';

export type AuthResult = { ok: true; authorizer: JwtAuthorizer } | { ok: false; reason: string };

/**
 * API Gateway hands claims to the Lambda as strings: numbers and booleans are printed, and an array
 * such as `cognito:groups` becomes `[a b]`. Handlers must parse them the same way in both places.
 */
export function stringifyClaims(payload: JWTPayload): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(payload)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) out[name] = `[${value.map(String).join(' ')}]`;
    else if (typeof value === 'object') out[name] = JSON.stringify(value);
    else out[name] = String(value);
  }
  return out;
}

/**
 * The HTTP API's Cognito JWT authorizer: signature against the pool's JWKS, issuer, expiry, and an
 * access token of our app client. (cognito-local's `.well-known/openid-configuration` always names
 * localhost:9229, so the JWKS URL is built directly instead of discovered.)
 */
export function createJwtAuthorizer(opts: {
  cognitoEndpoint: string;
  userPoolId: string;
  clientId: string;
}) {
  const issuer = `${opts.cognitoEndpoint}/${opts.userPoolId}`;
  const jwks = createRemoteJWKSet(new URL(`${issuer}/.well-known/jwks.json`));

  return async function authorize(authorization: string | undefined): Promise<AuthResult> {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
    if (!match?.[1]) return { ok: false, reason: 'no bearer token' };
    try {
      const { payload } = await jwtVerify(match[1], jwks, { issuer, algorithms: ['RS256'] });
      if (payload.token_use !== 'access')
        return { ok: false, reason: `token_use is ${String(payload.token_use)}` };
      if (payload.client_id !== opts.clientId)
        return { ok: false, reason: 'client_id is not the app client' };
      // `scopes` is null unless the route declares authorization scopes, and ours do not.
      return { ok: true, authorizer: { jwt: { claims: stringifyClaims(payload), scopes: null } } };
    } catch (error) {
      if (error instanceof errors.JWTExpired) return { ok: false, reason: 'the token has expired' };
      if (error instanceof errors.JOSEError)
        return { ok: false, reason: `${error.code}: ${error.message}` };
      throw error;
    }
  };
}
