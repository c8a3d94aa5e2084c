import type { APIGatewayProxyWebsocketEventV2, Context } from 'aws-lambda';
import { requestLogger } from '../../middleware/logger';
import { getRealtimeDeps } from '../../realtime-deps';
import { closeConnection } from '../../services/realtime/close-connection';

/**
 * API Gateway WebSocket `$disconnect` (best effort: API Gateway may skip it, so connection items
 * also expire, and a push removes those that answer 410). The answer is ignored by API Gateway.
 */
export async function handler(
  event: APIGatewayProxyWebsocketEventV2,
  context?: Context,
): Promise<{ statusCode: number }> {
  const { connectionId, requestId, routeKey } = event.requestContext ?? {};
  const log = requestLogger({
    requestId: requestId ?? '',
    routeKey: routeKey ?? '$disconnect',
    ...(context?.awsRequestId ? { awsRequestId: context.awsRequestId } : {}),
  });
  if (!connectionId) {
    log.error('$disconnect without a connection id');
    return { statusCode: 400 };
  }
  try {
    await closeConnection(getRealtimeDeps(), { connectionId });
  } catch (error) {
    log.warn('Could not remove the connection; it expires on its own', {
      connectionId,
      error: error as Error,
    });
    return { statusCode: 500 };
  }
  log.debug('Disconnected', { connectionId });
  return { statusCode: 200 };
}
