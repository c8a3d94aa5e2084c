import { beforeAll, describe, expect, it, vi } from 'vitest';
import { defineDeps, definePort, noDeps } from '../../../../lambdas/deps/define-deps';
import { dispatchRoutes } from '../../../../lambdas/middleware/dispatch-routes';
import { eventHandler } from '../../../../lambdas/middleware/event-handler';
import { httpRoute } from '../../../../lambdas/middleware/http-route';
import type { Deps } from '../../../../lambdas/ports/deps';
import { apiEvent, parseBody } from '../support/api-event';
import { testRoute } from '../support/test-route';

beforeAll(() => {
  vi.stubEnv('LOG_LEVEL', 'SILENT');
});

/** A clock and an id port that count their builds. */
function area() {
  const builds = { clock: 0, ids: 0 };
  const provider = defineDeps({
    clock: definePort({
      build: () => (builds.clock++, { now: () => new Date('2025-06-01T12:00:00.000Z') }),
    }),
    ids: definePort({ build: () => (builds.ids++, { newId: () => 'id-1' }) }),
  });
  return { provider, builds };
}

// HTTP routes and every other kind of entry reach their ports the same way; these tests hold the
// two wrappers to it.
describe('deps in handlers', () => {
  it('gives an HTTP route its declared ports, building only those it reads', async () => {
    const { provider, builds } = area();
    const route = httpRoute(
      testRoute({ access: 'public' }),
      { deps: provider },
      async ({ deps }) => ({
        time: deps.clock.now().toISOString(),
      }),
    );
    const res = await route(apiEvent({ routeKey: 'GET /api/time' }));
    expect(parseBody(res)).toEqual({ time: '2025-06-01T12:00:00.000Z' });
    expect(builds).toEqual({ clock: 1, ids: 0 });
    expect(route.deps).toBe(provider);
  });

  it('gives a non-HTTP entry its declared ports the same way', async () => {
    const { provider, builds } = area();
    const handler = eventHandler({ deps: provider }, async (event: { n: number }, { deps }) =>
      deps.ids.newId().repeat(event.n),
    );
    expect(await handler({ n: 2 })).toBe('id-1id-1');
    expect(await handler({ n: 1 })).toBe('id-1');
    expect(builds).toEqual({ clock: 0, ids: 1 });
    expect(handler.deps).toBe(provider);
  });

  it("exposes an area's declaration on its dispatcher, and serves routes without deps", async () => {
    const { provider } = area();
    const a = testRoute({ access: 'public', path: '/a' });
    const b = testRoute({ access: 'public', path: '/b' });
    const plain = httpRoute(a, {}, async () => ({ plain: true }));
    const withDeps = httpRoute(b, { deps: provider }, async () => undefined);
    const handler = dispatchRoutes(
      provider,
      { a, b },
      { a: async () => plain, b: async () => withDeps },
    );
    expect(handler.deps).toBe(provider);
    expect(parseBody(await handler(apiEvent({ routeKey: 'GET /a' })))).toEqual({ plain: true });
    expect((await handler(apiEvent({ routeKey: 'GET /b' }))).statusCode).toBe(204);
  });

  it('imports a route on its first request only, once', async () => {
    const a = testRoute({ access: 'public', path: '/a' });
    const b = testRoute({ access: 'public', path: '/b' });
    const route = httpRoute(a, {}, async () => undefined);
    const load = vi.fn(async () => route);
    const handler = dispatchRoutes(noDeps, { a, b }, { a: load, b: load });
    expect(load).not.toHaveBeenCalled();
    await handler(apiEvent({ routeKey: 'GET /a' }));
    await handler(apiEvent({ routeKey: 'GET /a' }));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("refuses a route that uses another declaration than the area's", async () => {
    const a = testRoute({ access: 'public', path: '/a' });
    const other = httpRoute(a, { deps: area().provider }, async () => undefined);
    const handler = dispatchRoutes(area().provider, { a }, { a: async () => other });
    await expect(handler.routes['GET /a']!()).rejects.toThrow(
      /routes must all use the area's deps/,
    );
    await expect(handler(apiEvent({ routeKey: 'GET /a' }))).rejects.toThrow(/area's deps/);
  });

  it('does not type-check a route handing its deps to a service that needs another port', () => {
    const lookUp = async (deps: Pick<Deps, 'users'>) => deps.users.getEmail('sub');
    // Checked by `npm run typecheck`; the route is built but never called.
    httpRoute(testRoute({ access: 'public' }), { deps: area().provider }, async ({ deps }) => {
      // @ts-expect-error the area declares clock and ids, not users
      await lookUp(deps);
    });
  });
});
