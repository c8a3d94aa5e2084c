import { randomUUID } from 'node:crypto';
import { decodeJwt } from 'jose';
import type { handler } from '../../lambdas/handlers/account/index';
import type { Caller } from './api-session';

/** The caller's verified access-token claims, as the API's JWT authorizer passes them on. */
const claimsOf = (caller: Caller, changes: Record<string, unknown> = {}) => ({
  ...decodeJwt(caller.accessToken!),
  ...changes,
});

/**
 * An API Gateway event for an account route, as the caller (its claims changed by `changes`):
 * for calling the account function directly with claims no real sign-in would give, such as an
 * old `auth_time`.
 */
export function accountRouteEvent(
  routeKey: string,
  caller: Caller,
  changes: Record<string, unknown> = {},
) {
  const [method, path] = routeKey.split(' ');
  return {
    version: '2.0',
    routeKey,
    rawPath: path!,
    rawQueryString: '',
    headers: {},
    isBase64Encoded: false,
    requestContext: {
      http: { method: method!, path: path!, sourceIp: '127.0.0.1' },
      requestId: randomUUID(),
      routeKey,
      authorizer: { jwt: { claims: claimsOf(caller, changes), scopes: [] } },
    },
  } as unknown as Parameters<typeof handler>[0];
}
