import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiEvent } from '../support/api-event';
import { testRoute } from '../support/test-route';

const SECRET = 'cloudfront-only-0123456789abcdef';

/** A public route built as every area's routes are, in a cold start with this environment. */
async function coldRoute(env: Record<string, string | undefined>) {
  vi.resetModules();
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  const { httpRoute } = await import('../../../../lambdas/middleware/http-route');
  return httpRoute(testRoute({ access: 'public' }), {}, async () => ({ ok: true }));
}

const call = (route: Awaited<ReturnType<typeof coldRoute>>, headers: Record<string, string>) =>
  route(apiEvent({ routeKey: 'GET /api/health', headers }));

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('no way around the edge', () => {
  it('refuses a request straight to the API, without the header CloudFront adds', async () => {
    const route = await coldRoute({ ORIGIN_VERIFY: SECRET });
    const direct = await call(route, {});
    expect(direct.statusCode).toBe(403);
    expect(JSON.parse(String(direct.body))).toEqual({
      error: { code: 'forbidden', message: 'Requests must come through the site' },
    });
    expect((await call(route, { 'x-origin-verify': 'guess' })).statusCode).toBe(403);
    expect((await call(route, { 'x-origin-verify': `${SECRET}x` })).statusCode).toBe(403);
  });

  it('answers a request that came through CloudFront, whatever the header case', async () => {
    const route = await coldRoute({ ORIGIN_VERIFY: SECRET });
    expect((await call(route, { 'x-origin-verify': SECRET })).statusCode).toBe(200);
    expect((await call(route, { 'X-Origin-Verify': SECRET })).statusCode).toBe(200);
  });

  it('lets every request through where no secret is set (the local API server is the edge)', async () => {
    const route = await coldRoute({ ORIGIN_VERIFY: undefined });
    expect((await call(route, {})).statusCode).toBe(200);
  });
});
