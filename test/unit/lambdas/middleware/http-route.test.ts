import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import * as z from 'zod';
import { closeAccountMessages } from '@contracts/account/close-account';
import { defineDeps, definePort } from '../../../../lambdas/deps/define-deps';
import { AppError, conflict } from '../../../../lambdas/errors';
import { httpRoute } from '../../../../lambdas/middleware/http-route';
import { respond } from '../../../../lambdas/middleware/http-response';
import { ConditionFailed } from '../../../../lambdas/ports/table';
import { apiEvent, jsonHeaders, parseBody, userClaims } from '../support/api-event';
import { captureLogs } from '../support/capture-logs';
import { closedAccountsPort } from '../support/closed-accounts';
import { testRoute } from '../support/test-route';

beforeAll(() => {
  vi.stubEnv('LOG_LEVEL', 'WARN');
});
afterEach(() => {
  vi.restoreAllMocks();
});

const ZCreate = z.object({
  title: z.string().trim().min(1, 'Please fill in all required fields'),
  email: z.string().regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'Please enter valid email addresses'),
});

/** What every signed-in route's area declares: no account here is being closed. */
const signedIn = defineDeps({ closedAccounts: closedAccountsPort() });

const echo = httpRoute(
  testRoute({ access: 'user', body: ZCreate, status: 201 }),
  { deps: signedIn },
  async ({ body, identity }) => ({
    title: body.title,
    email: body.email,
    by: identity.sub,
  }),
);

const post = (body: string | undefined, headers: Record<string, string> = jsonHeaders) =>
  apiEvent({ routeKey: 'POST /api/things', body, headers, claims: userClaims() });

describe('httpRoute: body and validation', () => {
  it('passes the parsed, validated body to the route and answers JSON with its status', async () => {
    const res = await echo(post(JSON.stringify({ title: '  Hello ', email: 'a@b.co', extra: 1 })));
    expect(res.statusCode).toBe(201);
    expect(res.headers['content-type']).toBe('application/json');
    expect(parseBody(res)).toEqual({ title: 'Hello', email: 'a@b.co', by: 'user-1' });
  });

  it('answers 400 with the first rule message and a field map', async () => {
    const res = await echo(post(JSON.stringify({ title: ' ', email: 'nope' })));
    expect(res.statusCode).toBe(400);
    expect(parseBody(res)).toEqual({
      error: {
        code: 'validation_error',
        message: 'Please fill in all required fields',
        fields: {
          title: 'Please fill in all required fields',
          email: 'Please enter valid email addresses',
        },
      },
    });
  });

  it('keys nested issues by their dotted path and whole-body issues by "body"', async () => {
    const route = httpRoute(
      testRoute({
        access: 'public',
        body: z.object({ signers: z.array(z.object({ email: z.email('Bad email') })) }),
      }),
      {},
      async () => undefined,
    );
    const nested = await route(
      post(JSON.stringify({ signers: [{ email: 'x@y.io' }, { email: 'no' }] })),
    );
    expect(parseBody(nested)).toMatchObject({
      error: { message: 'Bad email', fields: { 'signers.1.email': 'Bad email' } },
    });
    const notObject = await route(post('[1,2]'));
    expect(notObject.statusCode).toBe(400);
    expect(
      Object.keys((parseBody(notObject) as { error: { fields: object } }).error.fields),
    ).toEqual(['body']);
  });

  it('answers 400 for malformed JSON, naming the problem', async () => {
    const res = await echo(post('{"title": "x",'));
    expect(res.statusCode).toBe(400);
    expect(parseBody(res)).toEqual({
      error: { code: 'invalid_json', message: 'The request body is not valid JSON' },
    });
  });

  it('answers 400 when a body route gets no body', async () => {
    const res = await echo(post(undefined));
    expect(res.statusCode).toBe(400);
    expect(parseBody(res)).toMatchObject({ error: { code: 'invalid_json' } });
  });

  it('answers 415 for a body that is not declared as JSON', async () => {
    const res = await echo(
      post('title=x', { 'content-type': 'application/x-www-form-urlencoded' }),
    );
    expect(res.statusCode).toBe(415);
    expect(parseBody(res)).toMatchObject({ error: { code: 'unsupported_media_type' } });
  });

  it('accepts JSON content types in any header case and with a charset', async () => {
    const body = JSON.stringify({ title: 'T', email: 'a@b.co' });
    const res = await echo(post(body, { 'Content-Type': 'application/json; charset=utf-8' }));
    expect(res.statusCode).toBe(201);
  });

  it('answers 413 for a body over the limit, and takes one just under it', async () => {
    const big = JSON.stringify({ title: 'x'.repeat(256 * 1024), email: 'a@b.co' });
    const over = await echo(post(big));
    expect(over.statusCode).toBe(413);
    expect(parseBody(over)).toMatchObject({ error: { code: 'payload_too_large' } });

    const small = httpRoute(
      testRoute({ access: 'public', body: z.object({ t: z.string() }), maxBodyBytes: 20 }),
      {},
      async ({ body }) => body,
    );
    expect((await small(post(JSON.stringify({ t: 'x'.repeat(10) })))).statusCode).toBe(200);
    expect((await small(post(JSON.stringify({ t: 'x'.repeat(20) })))).statusCode).toBe(413);
  });

  it('validates and coerces query and path parameters', async () => {
    const route = httpRoute(
      testRoute({
        access: 'public',
        params: z.object({ id: z.string().uuid('Not an id') }),
        query: z.object({ limit: z.coerce.number().int().max(20, 'At most 20').default(3) }),
      }),
      {},
      async ({ params, query }) => ({ id: params.id, limit: query.limit }),
    );
    const id = '1b4e28ba-2fa1-41d2-883f-0016d3cca427';
    const ok = await route(apiEvent({ routeKey: 'GET /api/x/{id}', pathParameters: { id } }));
    expect(parseBody(ok)).toEqual({ id, limit: 3 });

    const bad = await route(
      apiEvent({
        routeKey: 'GET /api/x/{id}',
        pathParameters: { id: 'x' },
        queryStringParameters: { limit: '50' },
      }),
    );
    expect(bad.statusCode).toBe(400);
    expect(parseBody(bad)).toEqual({
      error: {
        code: 'validation_error',
        message: 'Not an id',
        fields: { id: 'Not an id', limit: 'At most 20' },
      },
    });
  });

  it('answers 404 with the first listed path parameter that fails, and 400 for one not listed', async () => {
    const route = httpRoute(
      testRoute({
        access: 'public',
        params: z.object({ id: z.uuid(), itemId: z.uuid(), day: z.iso.date('Not a day') }),
        notFound: { id: 'Page not found', itemId: 'Item not found' },
      }),
      {},
      async ({ params }) => params,
    );
    const id = '1b4e28ba-2fa1-41d2-883f-0016d3cca427';
    const call = (pathParameters: Record<string, string>) =>
      route(apiEvent({ routeKey: 'GET /api/x/{id}/{itemId}/{day}', pathParameters }));
    const both = await call({ id: 'x', itemId: 'y', day: 'z' });
    expect(both.statusCode).toBe(404);
    expect(parseBody(both)).toMatchObject({ error: { message: 'Page not found' } });
    const item = await call({ id, itemId: 'y', day: 'z' });
    expect(item.statusCode).toBe(404);
    expect(parseBody(item)).toMatchObject({ error: { message: 'Item not found' } });
    const day = await call({ id, itemId: id, day: 'z' });
    expect(day.statusCode).toBe(400);
    expect(parseBody(day)).toMatchObject({
      error: { message: 'Not a day', fields: { day: 'Not a day' } },
    });
    const ok = await call({ id, itemId: id, day: '2026-12-06' });
    expect(parseBody(ok)).toEqual({ id, itemId: id, day: '2026-12-06' });
  });

  it("leaves the caller's event untouched and hands the route the original", async () => {
    let seen: unknown;
    const route = httpRoute(
      testRoute({ access: 'public', body: z.object({ a: z.number() }) }),
      {},
      async ({ event }) => {
        seen = event.body;
        return undefined;
      },
    );
    const event = post('{"a":1}');
    await route(event);
    expect(event.body).toBe('{"a":1}');
    expect(seen).toBe('{"a":1}');
  });
});

describe('httpRoute: access', () => {
  const whoami = httpRoute(
    testRoute({ access: 'user' }),
    { deps: signedIn },
    async ({ identity }) => identity,
  );
  // Every administrator here has an authenticator app (admin-mfa.test.ts covers those without).
  const withTotp = defineDeps({
    users: definePort({ build: () => ({ getEmail: async () => null, hasTotp: async () => true }) }),
    closedAccounts: closedAccountsPort(),
  });
  const adminOnly = httpRoute(
    testRoute({ access: 'admin' }),
    { deps: withTotp },
    async ({ identity }) => ({
      sub: identity.sub,
    }),
  );

  it('answers 401 on a user route without verified claims, before looking at the body', async () => {
    const spy = vi.fn(async () => 'reached');
    const route = httpRoute(testRoute({ access: 'user', body: ZCreate }), { deps: signedIn }, spy);
    const res = await route(
      apiEvent({ routeKey: 'POST /api/things', body: '{bad', headers: jsonHeaders }),
    );
    expect(res.statusCode).toBe(401);
    expect(parseBody(res)).toMatchObject({ error: { code: 'unauthorized' } });
    expect(spy).not.toHaveBeenCalled();
  });

  it('ignores identity claimed anywhere but the authorizer', async () => {
    const event = apiEvent({ routeKey: 'GET /api/me', headers: { 'x-user-sub': 'user-1' } });
    expect((await whoami(event)).statusCode).toBe(401);
    const noSub = apiEvent({ routeKey: 'GET /api/me', claims: { username: 'a@b.co' } });
    expect((await whoami(noSub)).statusCode).toBe(401);
  });

  it('reads sub and groups from access-token claims, and refuses other tokens', async () => {
    const access = await whoami(apiEvent({ routeKey: 'GET /api/me', claims: userClaims() }));
    expect(parseBody(access)).toEqual({
      sub: 'user-1',
      username: 'ada@example.com',
      groups: [],
      isAdmin: false,
      passwordSignIn: true,
    });
    const admin = await whoami(
      apiEvent({
        routeKey: 'GET /api/me',
        claims: userClaims({ 'cognito:groups': '[admin other]' }),
      }),
    );
    expect(parseBody(admin)).toEqual({
      sub: 'user-1',
      username: 'ada@example.com',
      groups: ['admin', 'other'],
      isAdmin: true,
      passwordSignIn: true,
    });
    const idToken = await whoami(
      apiEvent({ routeKey: 'GET /api/me', claims: userClaims({ token_use: 'id' }) }),
    );
    expect(idToken.statusCode).toBe(401);
  });

  it('tells a session of the pool’s own sign-in from one of the OAuth flow by its scopes', async () => {
    const passwordSignIn = async (claims: Record<string, unknown>) =>
      (
        parseBody(await whoami(apiEvent({ routeKey: 'GET /api/me', claims }))) as {
          passwordSignIn: boolean;
        }
      ).passwordSignIn;
    // InitiateAuth (SRP, or USER_PASSWORD_AUTH locally): that scope alone.
    expect(await passwordSignIn(userClaims())).toBe(true);
    // Google, Microsoft or LinkedIn through the hosted UI: the SPA's OAuth scopes, openid first.
    expect(
      await passwordSignIn(
        userClaims({ scope: 'openid email profile aws.cognito.signin.user.admin' }),
      ),
    ).toBe(false);
    expect(await passwordSignIn(userClaims({ scope: 'email openid' }))).toBe(false);
    // Anything that is not the pool's API sign-in counts as not one.
    expect(await passwordSignIn(userClaims({ scope: undefined }))).toBe(false);
    expect(await passwordSignIn(userClaims({ scope: '' }))).toBe(false);
    expect(
      await passwordSignIn(userClaims({ scope: 'aws.cognito.signin.user.admin,openid' })),
    ).toBe(false);
  });

  it('answers 403 with the admin message to a signed-in non-admin', async () => {
    for (const groups of [
      undefined,
      '[]',
      '[editors]',
      '[administrators]',
      ['editors'],
      // Punctuation belongs to the group's name: none of these is the admin group.
      '[admin,ops]',
      '[ops,admin]',
      '[admin;]',
      '["admin,ops"]',
      '[[admin]]',
      ['admin,ops'],
      ['admin '],
    ]) {
      const claims = userClaims(groups === undefined ? {} : { 'cognito:groups': groups });
      const res = await adminOnly(apiEvent({ routeKey: 'GET /api/admin/x', claims }));
      expect(res.statusCode, String(groups)).toBe(403);
      expect(parseBody(res)).toEqual({
        error: { code: 'forbidden', message: "You don't have admin privileges" },
      });
    }
    expect((await adminOnly(apiEvent({ routeKey: 'GET /api/admin/x' }))).statusCode).toBe(401);
  });

  it('lets admins through whether groups come as a string or an array', async () => {
    for (const groups of [
      '[admin]',
      '[editors admin]',
      '["admin"]',
      ['admin'],
      ['editors', 'admin'],
    ]) {
      const res = await adminOnly(
        apiEvent({
          routeKey: 'GET /api/admin/x',
          claims: userClaims({ 'cognito:groups': groups }),
        }),
      );
      expect(res.statusCode, JSON.stringify(groups)).toBe(200);
      expect(parseBody(res)).toEqual({ sub: 'user-1' });
    }
  });
});

describe('httpRoute: an account being closed', () => {
  const closing = new Set(['user-1']);
  const deps = defineDeps({ closedAccounts: closedAccountsPort(closing) });

  it('refuses its token on every signed-in route at once, before the body is read', async () => {
    const spy = vi.fn(async () => 'written');
    const write = httpRoute(testRoute({ access: 'user', body: ZCreate }), { deps }, spy);
    const res = await write(
      apiEvent({
        routeKey: 'POST /api/things',
        body: '{bad',
        headers: jsonHeaders,
        claims: userClaims(),
      }),
    );
    expect(res.statusCode).toBe(401);
    expect(parseBody(res)).toEqual({
      error: { code: 'unauthorized', message: closeAccountMessages.closed },
    });
    expect(spy).not.toHaveBeenCalled();
    // Another account's token goes through.
    const other = await write(
      apiEvent({
        routeKey: 'POST /api/things',
        body: JSON.stringify({ title: 'A', email: 'a@example.com' }),
        headers: jsonHeaders,
        claims: userClaims({ sub: 'user-2' }),
      }),
    );
    expect(other.statusCode).toBe(200);
  });

  it('leaves anonymous routes alone', async () => {
    const route = httpRoute(testRoute({ access: 'public' }), { deps }, async () => ({ ok: true }));
    const res = await route(apiEvent({ routeKey: 'GET /api/x', claims: userClaims() }));
    expect(res.statusCode).toBe(200);
  });

  it('cannot build a signed-in route whose area does not declare the closed accounts', () => {
    expect(() => httpRoute(testRoute({ access: 'user' }), {}, async () => undefined)).toThrow(
      /closedAccounts/,
    );
  });
});

describe('httpRoute: answers and errors', () => {
  it('answers 204 with no body when the route returns nothing', async () => {
    const res = await httpRoute(
      testRoute({ access: 'public' }),
      {},
      async () => undefined,
    )(apiEvent({ routeKey: 'DELETE /api/x' }));
    expect(res.statusCode).toBe(204);
    expect(res.body).toBeUndefined();
  });

  it('strips what the response contract does not name', async () => {
    const route = httpRoute(
      testRoute({ access: 'public', response: z.object({ id: z.string() }) }),
      {},
      async () => ({ id: 'a', PK: 'CAL#a', secret: 'x' }),
    );
    expect(parseBody(await route(apiEvent({ routeKey: 'GET /api/x' })))).toEqual({ id: 'a' });
  });

  it('passes a raw response through for non-JSON answers', async () => {
    const route = httpRoute(testRoute({ access: 'public' }), {}, async () =>
      respond({ statusCode: 302, headers: { location: '/done' } }),
    );
    const res = await route(apiEvent({ routeKey: 'GET /api/oauth/x/callback' }));
    expect(res).toEqual({ statusCode: 302, headers: { location: '/done' } });
  });

  it('answers an AppError with its status, code, message and fields', async () => {
    const route = httpRoute(testRoute({ access: 'public' }), {}, async () => {
      throw new AppError('not_found', 'Calendar not found');
    });
    const res = await route(apiEvent({ routeKey: 'GET /api/x' }));
    expect(res.statusCode).toBe(404);
    expect(parseBody(res)).toEqual({ error: { code: 'not_found', message: 'Calendar not found' } });

    const withFields = httpRoute(testRoute({ access: 'public' }), {}, async () => {
      throw new AppError('validation_error', 'Invalid time range', {
        fields: { end: 'End time must be after start time' },
      });
    });
    expect(parseBody(await withFields(apiEvent({ routeKey: 'GET /api/x' })))).toEqual({
      error: {
        code: 'validation_error',
        message: 'Invalid time range',
        fields: { end: 'End time must be after start time' },
      },
    });
    const taken = httpRoute(testRoute({ access: 'public' }), {}, async () => {
      throw conflict('That slot was just booked');
    });
    expect((await taken(apiEvent({ routeKey: 'GET /api/x' }))).statusCode).toBe(409);
  });

  it('answers 500 without internals to an unexpected error, and logs it with the request id', async () => {
    const logs = captureLogs();
    const route = httpRoute(testRoute({ access: 'public' }), {}, async () => {
      throw new TypeError(
        'Cannot read properties of undefined (reading "PK") at secret-file.ts:12',
      );
    });
    const res = await route(apiEvent({ routeKey: 'GET /api/x', requestId: 'req-500' }));
    logs.restore();

    expect(res.statusCode).toBe(500);
    expect(parseBody(res)).toEqual({
      error: { code: 'internal', message: 'Something went wrong' },
    });
    expect(res.body).not.toMatch(/PK|secret-file|TypeError|at /);

    const line = logs.lines().find((l) => l.level === 'ERROR');
    expect(line).toMatchObject({
      service: 'vciso-hub',
      requestId: 'req-500',
      routeKey: 'GET /api/x',
    });
    expect(JSON.stringify(line)).toContain('secret-file.ts');
  });

  it('answers 409 to a table condition failure the service did not handle', async () => {
    const failing = (err: Error) =>
      httpRoute(testRoute({ access: 'public' }), {}, async () => Promise.reject(err));
    for (const err of [new ConditionFailed([0]), new ConditionFailed([1, 3])]) {
      const res = await failing(err)(apiEvent({ routeKey: 'POST /api/x' }));
      expect(res.statusCode).toBe(409);
      expect(parseBody(res)).toMatchObject({ error: { code: 'conflict' } });
    }
    const logs = captureLogs();
    // The adapter turns only condition failures into ConditionFailed; anything else is a 500.
    const other = Object.assign(new Error('Transaction cancelled'), {
      name: 'TransactionCanceledException',
      CancellationReasons: [{ Code: 'ThrottlingError' }],
    });
    expect((await failing(other)(apiEvent({ routeKey: 'POST /api/x' }))).statusCode).toBe(500);
    logs.restore();
  });
});
