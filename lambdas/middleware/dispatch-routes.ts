import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import type { HttpHandler } from './http-route';
import { errorResponse, type HttpResult } from './http-response';
import { getLogger } from './logger';

export type AreaHandler = ((
  event: APIGatewayProxyEventV2,
  context?: Context,
) => Promise<HttpResult>) & {
  /** Route key → that route's handler; lets a test check the table against `routes.ts`. */
  readonly routes: Readonly<Record<string, HttpHandler>>;
};

/** An area's Lambda entry: picks the route handler by `routeKey` (`GET /api/me`). */
export function dispatchRoutes(routes: Record<string, HttpHandler>): AreaHandler {
  const handler = async (event: APIGatewayProxyEventV2, context?: Context): Promise<HttpResult> => {
    const route = Object.hasOwn(routes, event.routeKey) ? routes[event.routeKey] : undefined;
    if (route) return route(event, context);
    getLogger().warn('No handler for route', {
      routeKey: event.routeKey,
      requestId: event.requestContext?.requestId,
    });
    return errorResponse(404, { code: 'not_found', message: 'Not found' });
  };
  return Object.assign(handler, { routes });
}
