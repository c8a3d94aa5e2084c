import { defineRoutes, type Area, type RouteSpec } from '@contracts/route';

/** What a test states of its route; method and path only where it cares. */
type TestSpec = Omit<RouteSpec, 'summary' | 'method' | 'path'> &
  Partial<Pick<RouteSpec, 'method' | 'path'>>;

/** The contract `defineRoutes` gives for `S`, with the defaults filled in where S says nothing. */
export type TestRoute<S extends TestSpec> = Omit<
  Pick<RouteSpec, 'method' | 'path' | 'summary'>,
  keyof S
> &
  S & { readonly area: Area; readonly name: 'route' };

/**
 * A one-route contract, declared as an area's route file declares its routes, for a test that
 * builds a handler with `httpRoute`. The handler never reads the method or path (the area's
 * dispatcher matches them), so they default to `GET /api/test`.
 */
export function testRoute<const S extends TestSpec>(spec: S): TestRoute<S> {
  const { route } = defineRoutes('system', {
    route: { method: 'GET', path: '/api/test', summary: 'test', ...spec },
  });
  return route;
}
