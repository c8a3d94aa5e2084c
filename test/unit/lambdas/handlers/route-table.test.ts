import { describe, expect, it } from 'vitest';
import type { AreaHandler } from '../../../../lambdas/middleware/dispatch-routes';
import { areas, routeKey, routes } from '../../../../lambdas/routes';

/** The route table drives API Gateway and the local server; each area's Lambda must agree with it. */
describe.each(areas)('area %s', (area) => {
  it('serves every route that routes.ts gives it, with the same access', async () => {
    const mod = (await import(`../../../../lambdas/handlers/${area}/index.ts`)) as {
      handler: AreaHandler;
    };
    // Loading a route also holds it to the area's deps (dispatch-routes.ts).
    const served = Object.fromEntries(
      await Promise.all(
        Object.entries(mod.handler.routes).map(async ([key, load]) => [key, (await load()).access]),
      ),
    );
    const declared = Object.fromEntries(
      routes.filter((r) => r.area === area).map((r) => [routeKey(r), r.access]),
    );
    expect(served).toEqual(declared);
  });
});
