import type { APIGatewayProxyWebsocketEventV2 } from 'aws-lambda';
import { eventHandler } from '../../middleware/event-handler';
import { requestLogger, type Logger } from '../../middleware/logger';
import { realtimeDeps } from './deps';
import type { WsRouteKey } from './ws-routes';

type RealtimeDeps = typeof realtimeDeps.deps;

export interface WsRouteInput {
  event: APIGatewayProxyWebsocketEventV2;
  connectionId: string;
  deps: RealtimeDeps;
  /** Carries the request's keys. */
  log: Logger;
}

/**
 * A WebSocket route's Lambda entry: the connection id and a request logger for `fn`, which answers
 * with a status code. A missing id (only a malformed event lacks it) is logged and answered 400.
 */
export function wsRoute(route: WsRouteKey, fn: (input: WsRouteInput) => Promise<number>) {
  return eventHandler(
    { deps: realtimeDeps },
    async (event: APIGatewayProxyWebsocketEventV2, { deps, context }) => {
      const { connectionId, requestId, routeKey } = event.requestContext ?? {};
      const log = requestLogger({
        requestId: requestId ?? '',
        routeKey: routeKey ?? route,
        ...(context?.awsRequestId ? { awsRequestId: context.awsRequestId } : {}),
      });
      if (!connectionId) {
        log.error(`${route} without a connection id`);
        return { statusCode: 400 };
      }
      return { statusCode: await fn({ event, connectionId, deps, log }) };
    },
  );
}
