import type { APIGatewayProxyWebsocketEventV2, Context } from 'aws-lambda';
import { requestLogger, type Logger } from '../../middleware/logger';
import type { WsRouteKey } from './ws-routes';

/**
 * The connection id of a WebSocket route event and a logger carrying the request's keys. A
 * missing id (only a malformed event lacks it) is logged here; the route then answers 400.
 */
export function wsRequest(
  event: APIGatewayProxyWebsocketEventV2,
  context: Context | undefined,
  route: WsRouteKey,
): { connectionId?: string; log: Logger } {
  const { connectionId, requestId, routeKey } = event.requestContext ?? {};
  const log = requestLogger({
    requestId: requestId ?? '',
    routeKey: routeKey ?? route,
    ...(context?.awsRequestId ? { awsRequestId: context.awsRequestId } : {}),
  });
  if (!connectionId) log.error(`${route} without a connection id`);
  return { ...(connectionId ? { connectionId } : {}), log };
}
