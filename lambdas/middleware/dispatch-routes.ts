import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { routeKey, type RouteContract } from '@contracts/route';
import { noDeps, type DepsDeclaration } from '../deps/define-deps';
import { loadOnce } from '../load-once';
import type { HttpHandler } from './http-route';
import { errorResponse, type HttpResult } from './http-response';
import { getLogger } from './logger';

/**
 * Imports one route's module and returns its handler, e.g.
 * `() => import('./get-me').then((m) => m.getMe)`. A dynamic import (a chunk of the bundle), so a
 * cold start evaluates only the module of the route it serves, with its contracts and service,
 * and the other routes' modules wait for their own first request.
 */
export type RouteLoader = () => Promise<HttpHandler>;

export type AreaHandler = ((
  event: APIGatewayProxyEventV2,
  context?: Context,
) => Promise<HttpResult>) & {
  /**
   * Route key → that route's handler, its module imported on the first call and checked against
   * the area's deps and its contract; lets a test check the table against `routes.ts`.
   */
  readonly routes: Readonly<Record<string, RouteLoader>>;
  /** The area's ports (`handlers/<area>/deps.ts`); tests derive its bundle and environment. */
  readonly deps: DepsDeclaration;
};

/**
 * An area's Lambda entry: picks the route by `routeKey` (`GET /api/me`). One area is one Lambda,
 * so its routes share one declaration, `deps` (what the area may use: its bundle, its environment,
 * its IAM rights, stated in one file); it is given here rather than read from the routes, which
 * are not loaded yet. `loaders` names a module for every route of the area's contract file (the
 * compiler holds it to that), and each loaded handler must serve the contract it is named for.
 */
export function dispatchRoutes<R extends Record<string, RouteContract>>(
  deps: DepsDeclaration,
  contracts: R,
  loaders: { [K in keyof R]: RouteLoader },
): AreaHandler {
  const routes = Object.fromEntries(
    Object.entries(contracts).map(([name, contract]) => {
      const load = (loaders as Record<string, RouteLoader | undefined>)[name];
      if (!load) throw new Error(`No module for route ${name} (${routeKey(contract)})`);
      return [routeKey(contract), loadOnce(async () => checked(await load(), contract))];
    }),
  );
  function checked(route: HttpHandler, contract: RouteContract): HttpHandler {
    if (route.deps !== deps && route.deps !== noDeps)
      throw new Error("An area's routes must all use the area's deps (handlers/<area>/deps.ts)");
    if (route.route !== contract)
      throw new Error(`The module for ${routeKey(contract)} serves another route's contract`);
    return route;
  }

  const handler = async (event: APIGatewayProxyEventV2, context?: Context): Promise<HttpResult> => {
    const load = Object.hasOwn(routes, event.routeKey) ? routes[event.routeKey] : undefined;
    if (load) return (await load())(event, context);
    getLogger().warn('No handler for route', {
      routeKey: event.routeKey,
      requestId: event.requestContext?.requestId,
    });
    return errorResponse(404, { code: 'not_found', message: 'Not found' });
  };
  return Object.assign(handler, { routes, deps });
}
