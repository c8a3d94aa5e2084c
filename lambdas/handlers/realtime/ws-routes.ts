/**
 * The WebSocket API's routes and the module under `lambdas/handlers/realtime/` serving each. The
 * Realtime stack creates one route and function per entry; the local `/ws` calls the same modules.
 * There is no `$default` route: clients only listen, and a message they send is answered with
 * API Gateway's "Forbidden" error frame.
 */
export const wsRoutes = [
  { routeKey: '$connect', module: 'connect' },
  { routeKey: '$disconnect', module: 'disconnect' },
] as const;

export type WsRouteKey = (typeof wsRoutes)[number]['routeKey'];
