import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { APIGatewayProxyEventV2WithJWTAuthorizer } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AuthResult } from '../../../local/api/jwt-authorizer';
import { createLambdaProxy } from '../../../local/api/lambda-proxy';
import { createRouteMatcher } from '../../../local/api/route-match';
import type { RouteDef } from '../../../lambdas/routes';

const table = [
  { method: 'GET', path: '/api/articles/{id}', area: 'system', access: 'public' },
  { method: 'GET', path: '/api/articles/latest', area: 'system', access: 'public' },
  { method: 'POST', path: '/api/things/{id}/files/{name}', area: 'system', access: 'user' },
] as unknown as RouteDef[];

let result: unknown = { statusCode: 204 };
const handler = vi.fn(async (_event: unknown) =>
  result instanceof Error ? Promise.reject(result) : result,
);
const authorize = vi.fn(async (header?: string): Promise<AuthResult> =>
  header === 'Bearer good'
    ? {
        ok: true,
        authorizer: { jwt: { claims: { sub: 'u1', 'cognito:groups': '[admin]' }, scopes: null } },
      }
    : { ok: false, reason: 'the token has expired' },
);
let server: Server;
let base = '';
const lastEvent = () => handler.mock.calls.at(-1)?.[0] as APIGatewayProxyEventV2WithJWTAuthorizer;

beforeAll(async () => {
  const proxy = createLambdaProxy({
    authorize,
    log: () => {},
    match: createRouteMatcher(table),
    load: async () => handler,
  });
  server = createServer((req, res) => void proxy(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('local API Gateway', () => {
  it('builds a payload 2.0 event: path parameters, query, cookies, lower-case headers', async () => {
    result = { statusCode: 200, body: 'x' };
    await fetch(`${base}/api/articles/a%20b?limit=3&tag=x&tag=y`, {
      headers: { 'X-Custom': 'One', cookie: 'a=1; b=2' },
    });
    const event = lastEvent();
    expect(event).toMatchObject({
      version: '2.0',
      routeKey: 'GET /api/articles/{id}',
      rawPath: '/api/articles/a%20b',
      rawQueryString: 'limit=3&tag=x&tag=y',
      cookies: ['a=1', 'b=2'],
      pathParameters: { id: 'a b' },
      queryStringParameters: { limit: '3', tag: 'x,y' },
      isBase64Encoded: false,
      requestContext: {
        http: { method: 'GET', path: '/api/articles/a%20b' },
        stage: '$default',
        routeKey: 'GET /api/articles/{id}',
      },
    });
    expect(event.headers['x-custom']).toBe('One');
    expect(event.headers.cookie).toBeUndefined();
    expect(event.body).toBeUndefined();
    expect(event.requestContext.authorizer).toBeUndefined();
    expect(event.requestContext.time).toMatch(/^\d\d\/[A-Z][a-z]{2}\/\d{4}:\d\d:\d\d:\d\d \+0000$/);
  });

  it('prefers a literal segment over a path variable', async () => {
    await fetch(`${base}/api/articles/latest`);
    expect(lastEvent().routeKey).toBe('GET /api/articles/latest');
  });

  it('rejects a bad token with 401 without calling the handler, and passes claims when valid', async () => {
    handler.mockClear();
    const denied = await fetch(`${base}/api/things/1/files/a.pdf`, {
      method: 'POST',
      headers: { authorization: 'Bearer bad' },
    });
    expect(denied.status).toBe(401);
    expect(await denied.json()).toEqual({ message: 'Unauthorized' });
    expect(handler).not.toHaveBeenCalled();

    await fetch(`${base}/api/things/1/files/a.pdf`, {
      method: 'POST',
      headers: { authorization: 'Bearer good', 'content-type': 'application/pdf' },
      body: Buffer.from([0, 1, 2, 255]),
    });
    const event = lastEvent();
    expect(event.requestContext.authorizer.jwt).toEqual({
      claims: { sub: 'u1', 'cognito:groups': '[admin]' },
      scopes: null,
    });
    expect(event.pathParameters).toEqual({ id: '1', name: 'a.pdf' });
    expect(event.isBase64Encoded).toBe(true);
    expect(Buffer.from(event.body ?? '', 'base64')).toEqual(Buffer.from([0, 1, 2, 255]));
  });

  it('translates results as API Gateway does', async () => {
    result = {
      statusCode: 201,
      headers: { 'X-Id': '7' },
      cookies: ['s=1; HttpOnly'],
      body: '{"ok":true}',
    };
    let res = await fetch(`${base}/api/articles/1`);
    expect(res.status).toBe(201);
    expect(res.headers.get('x-id')).toBe('7');
    expect(res.headers.getSetCookie()).toEqual(['s=1; HttpOnly']);
    expect(await res.text()).toBe('{"ok":true}');

    result = { hello: 'world' };
    res = await fetch(`${base}/api/articles/1`);
    expect([res.status, res.headers.get('content-type'), await res.text()]).toEqual([
      200,
      'application/json',
      '{"hello":"world"}',
    ]);

    result = {
      statusCode: 200,
      isBase64Encoded: true,
      body: Buffer.from('bin').toString('base64'),
    };
    expect(await (await fetch(`${base}/api/articles/1`)).text()).toBe('bin');

    result = new Error('boom');
    res = await fetch(`${base}/api/articles/1`);
    expect([res.status, await res.json()]).toEqual([500, { message: 'Internal Server Error' }]);
  });

  it('answers 404 for an unknown route', async () => {
    const res = await fetch(`${base}/api/nothing`);
    expect([res.status, await res.json()]).toEqual([404, { message: 'Not Found' }]);
  });
});
