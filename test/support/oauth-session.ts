import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { decodeJwt, importJWK, SignJWT, type JWK, type JWTPayload } from 'jose';
import { signInTokens, tokenCaller, type Caller, type PoolUser } from './api-session';
import type { StackInfo } from './stack';

/**
 * The scopes of an access token from the hosted UI's authorization-code flow, the only way a
 * Google, Microsoft or LinkedIn sign-in gets tokens: what the SPA asks for
 * (`web/src/features/auth/configure-auth.ts`) and the app client grants. The pool's own sign-in
 * API gives `aws.cognito.signin.user.admin` alone, which the OAuth flow never does.
 */
export const OAUTH_FLOW_SCOPE = 'openid email profile';

/** The key cognito-local signs every token with; it ships in its package. */
async function cognitoLocalKey() {
  const file = createRequire(import.meta.url).resolve(
    'cognito-local/lib/keys/cognitoLocal.private.json',
  );
  const { jwk } = JSON.parse(await readFile(file, 'utf8')) as { jwk: JWK };
  return importJWK(jwk, 'RS256');
}

/** Claims signed as the local pool signs them (RS256, its key id), verified against its JWKS. */
export async function signAsLocalPool(claims: JWTPayload): Promise<string> {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'RS256', kid: 'CognitoLocal' })
    .sign(await cognitoLocalKey());
}

/**
 * The access token a sign-in through the OAuth flow would give this user, e.g. a Google sign-in
 * linked to their account: cognito-local has no hosted UI, so it is the user's own token (issuer,
 * sub, username, groups, client, sign-in time, expiry) with the OAuth flow's scopes, signed with
 * the local pool's key. `scope` may name other scopes, e.g. the pool API's own (a control).
 */
export async function oauthFlowToken(
  stack: StackInfo,
  user: PoolUser,
  scope: string = OAUTH_FLOW_SCOPE,
): Promise<string> {
  const { accessToken } = await signInTokens(stack, user);
  return signAsLocalPool({ ...decodeJwt(accessToken), scope });
}

/** A caller holding `oauthFlowToken`'s token. */
export async function oauthFlowCaller(
  stack: StackInfo,
  user: PoolUser,
  scope?: string,
): Promise<Caller> {
  return tokenCaller(stack, await oauthFlowToken(stack, user, scope));
}
