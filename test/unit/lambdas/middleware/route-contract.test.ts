import { beforeAll, describe, expect, it, vi } from 'vitest';
import * as z from 'zod';
import { defineRoutes, routePath } from '@contracts/route';
import { defineDeps } from '../../../../lambdas/deps/define-deps';
import { dispatchRoutes } from '../../../../lambdas/middleware/dispatch-routes';
import { httpRoute } from '../../../../lambdas/middleware/http-route';
import { apiEvent, parseBody, userClaims } from '../support/api-event';
import { closedAccountsPort } from '../support/closed-accounts';

beforeAll(() => {
  vi.stubEnv('LOG_LEVEL', 'WARN');
});

const ZWidgetId = z.object({ id: z.uuid('Widget ids are UUIDs') });
const ZPartParams = z.object({ id: z.uuid(), part: z.enum(['a', 'b']) });

const widgetRoutes = defineRoutes('system', {
  get: {
    method: 'GET',
    path: '/api/widgets/{id}',
    access: 'user',
    summary: 'One widget',
    params: ZWidgetId,
    response: z.object({ id: z.string() }),
  },
  getPart: {
    method: 'GET',
    path: '/api/widgets/{id}/parts/{part}',
    access: 'user',
    summary: 'One part of a widget',
    params: ZPartParams,
    notFound: 'Widget not found',
  },
});

const deps = defineDeps({ closedAccounts: closedAccountsPort() });
const getWidget = httpRoute(widgetRoutes.get, { deps }, async ({ params }) => ({
  id: params.id,
  secret: 'stripped by the contract',
}));
const getPart = httpRoute(widgetRoutes.getPart, { deps }, async () => undefined);

const call = (routeKey: string, pathParameters: Record<string, string>) =>
  apiEvent({ routeKey, pathParameters, claims: userClaims() });

describe("a route's contract checks its path parameters", () => {
  it('answers a malformed id 400 with the contract message, before the handler runs', async () => {
    const res = await getWidget(call('GET /api/widgets/{id}', { id: 'not-a-uuid' }));
    expect(res.statusCode).toBe(400);
    expect(parseBody(res)).toMatchObject({
      error: { message: 'Widget ids are UUIDs', fields: { id: 'Widget ids are UUIDs' } },
    });
  });

  it('passes a well-formed id to the handler parsed, and answers only what the contract names', async () => {
    const id = '6f1c7a52-8d1e-4a7b-9c3d-2e4f5a6b7c8d';
    const res = await getWidget(call('GET /api/widgets/{id}', { id }));
    expect(res.statusCode).toBe(200);
    expect(parseBody(res)).toEqual({ id });
  });

  it('answers 404 with its message where the contract says a malformed value names nothing', async () => {
    const res = await getPart(call('GET /api/widgets/{id}/parts/{part}', { id: 'x', part: 'a' }));
    expect(res.statusCode).toBe(404);
    expect(parseBody(res)).toMatchObject({ error: { message: 'Widget not found' } });
  });
});

describe("an area's dispatcher serves each contract by its module", () => {
  it('routes by the contract and refuses a module that serves another contract', async () => {
    const area = dispatchRoutes(deps, widgetRoutes, {
      get: () => Promise.resolve(getWidget),
      getPart: () => Promise.resolve(getWidget),
    });
    const id = '6f1c7a52-8d1e-4a7b-9c3d-2e4f5a6b7c8d';
    expect((await area(call('GET /api/widgets/{id}', { id }))).statusCode).toBe(200);
    await expect(
      area(call('GET /api/widgets/{id}/parts/{part}', { id, part: 'a' })),
    ).rejects.toThrow(/serves another route's contract/);
  });
});

describe('the path a client calls', () => {
  it('fills each parameter in encoded and appends the set query values', () => {
    expect(
      routePath(widgetRoutes.getPart, { id: 'a b/c', part: 'a' }, { q: 'x&y', none: undefined }),
    ).toBe('/api/widgets/a%20b%2Fc/parts/a?q=x%26y');
  });
});
