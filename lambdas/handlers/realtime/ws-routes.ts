/**
 * The WebSocket API's routes and the module under `lambdas/handlers/realtime/` serving each. The
 * Realtime stack creates one route and function per entry; the local `/ws` calls the same modules.
 * Messages are routed by their `action` (API Gateway's default `$request.body.action`): the page
 * only sends `{"action":"ping"}`. There is no `$default` route, so any other message is answered
 * with API Gateway's "Forbidden" error frame.
 */
export const wsRoutes = [
  { routeKey: '$connect', module: 'connect' },
  { routeKey: '$disconnect', module: 'disconnect' },
  { routeKey: 'ping', module: 'ping' },
] as const;

export type WsRouteKey = (typeof wsRoutes)[number]['routeKey'];
