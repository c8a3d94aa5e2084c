import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { noDeps, type DepsDeclaration } from '../deps/define-deps';
import type { HttpHandler } from './http-route';
import { errorResponse, type HttpResult } from './http-response';
import { getLogger } from './logger';

export type AreaHandler = ((
  event: APIGatewayProxyEventV2,
  context?: Context,
) => Promise<HttpResult>) & {
  /** Route key → that route's handler; lets a test check the table against `routes.ts`. */
  readonly routes: Readonly<Record<string, HttpHandler>>;
  /** The area's ports (`handlers/<area>/deps.ts`); tests derive its bundle and environment. */
  readonly deps: DepsDeclaration;
};

/** An area's Lambda entry: picks the route handler by `routeKey` (`GET /api/me`). */
export function dispatchRoutes(routes: Record<string, HttpHandler>): AreaHandler {
  const deps = areaDeps(routes);
  const handler = async (event: APIGatewayProxyEventV2, context?: Context): Promise<HttpResult> => {
    const route = Object.hasOwn(routes, event.routeKey) ? routes[event.routeKey] : undefined;
    if (route) return route(event, context);
    getLogger().warn('No handler for route', {
      routeKey: event.routeKey,
      requestId: event.requestContext?.requestId,
    });
    return errorResponse(404, { code: 'not_found', message: 'Not found' });
  };
  return Object.assign(handler, { routes, deps });
}

/**
 * One area is one Lambda: its routes share one declaration, so what the area may use (its
 * bundle, its environment, its IAM rights) is stated in one file.
 */
function areaDeps(routes: Record<string, HttpHandler>): DepsDeclaration {
  const declared = new Set(Object.values(routes).map((route) => route.deps));
  declared.delete(noDeps);
  if (declared.size > 1)
    throw new Error("An area's routes must all use the area's deps (handlers/<area>/deps.ts)");
  return [...declared][0] ?? noDeps;
}
