import type { APIGatewayProxyWebsocketEventV2, Context } from 'aws-lambda';
import { requestLogger } from '../../middleware/logger';
import { getRealtimeDeps } from '../../realtime-deps';
import { openConnection } from '../../services/realtime/open-connection';

/**
 * API Gateway WebSocket `$connect`. Anonymous (landing pages are public) and cheap: one PutItem.
 * Any status but 2xx makes API Gateway refuse the handshake with that status.
 */
export async function handler(
  event: APIGatewayProxyWebsocketEventV2,
  context?: Context,
): Promise<{ statusCode: number }> {
  const { connectionId, connectedAt, requestId, routeKey } = event.requestContext ?? {};
  const log = requestLogger({
    requestId: requestId ?? '',
    routeKey: routeKey ?? '$connect',
    ...(context?.awsRequestId ? { awsRequestId: context.awsRequestId } : {}),
  });
  if (!connectionId) {
    log.error('$connect without a connection id');
    return { statusCode: 400 };
  }
  const deps = getRealtimeDeps();
  try {
    await openConnection(deps, {
      connectionId,
      connectedAt: connectedAt ? new Date(connectedAt) : deps.clock.now(),
    });
  } catch (error) {
    // The page retries with backoff; refusing is better than an open socket that never hears.
    log.error('Could not store the connection', { connectionId, error: error as Error });
    return { statusCode: 500 };
  }
  log.debug('Connected', { connectionId });
  return { statusCode: 200 };
}
