import type { APIGatewayProxyEventV2 } from 'aws-lambda';

export interface ApiEventInput {
  routeKey: string;
  body?: string;
  headers?: Record<string, string>;
  /** Verified JWT claims as API Gateway puts them; absent = no authorizer (public route). */
  claims?: Record<string, unknown>;
  pathParameters?: Record<string, string>;
  queryStringParameters?: Record<string, string>;
  requestId?: string;
  isBase64Encoded?: boolean;
}

/** An API Gateway HTTP API (payload 2.0) event, as the local server and AWS deliver it. */
export function apiEvent(input: ApiEventInput): APIGatewayProxyEventV2 {
  const [method = 'GET', path = '/'] = input.routeKey.split(' ');
  const requestContext = {
    accountId: '123456789012',
    apiId: 'api',
    domainName: 'localhost',
    domainPrefix: 'localhost',
    http: { method, path, protocol: 'HTTP/1.1', sourceIp: '127.0.0.1', userAgent: 'vitest' },
    requestId: input.requestId ?? 'req-1',
    routeKey: input.routeKey,
    stage: '$default',
    time: '01/Jan/2025:00:00:00 +0000',
    timeEpoch: 1735689600000,
    ...(input.claims ? { authorizer: { jwt: { claims: input.claims, scopes: [] } } } : {}),
  };
  return {
    version: '2.0',
    routeKey: input.routeKey,
    rawPath: path,
    rawQueryString: new URLSearchParams(input.queryStringParameters ?? {}).toString(),
    headers: input.headers ?? {},
    requestContext,
    isBase64Encoded: input.isBase64Encoded ?? false,
    ...(input.body !== undefined ? { body: input.body } : {}),
    ...(input.pathParameters ? { pathParameters: input.pathParameters } : {}),
    ...(input.queryStringParameters ? { queryStringParameters: input.queryStringParameters } : {}),
  };
}

/** An access token's claims as the pool's own sign-in (InitiateAuth) issues them. */
export const userClaims = (overrides: Record<string, unknown> = {}) => ({
  sub: 'user-1',
  username: 'ada@example.com',
  token_use: 'access',
  scope: 'aws.cognito.signin.user.admin',
  ...overrides,
});

export const jsonHeaders = { 'content-type': 'application/json' };

export function parseBody(result: { body?: string }): unknown {
  return result.body === undefined ? undefined : JSON.parse(result.body);
}
