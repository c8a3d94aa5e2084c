import type { APIGatewayProxyWebsocketEventV2 } from 'aws-lambda';
import { eventHandler } from '../../middleware/event-handler';
import { openConnection } from '../../services/realtime/open-connection';
import { realtimeDeps } from './deps';
import { wsRequest } from './ws-request';

/**
 * API Gateway WebSocket `$connect`. Anonymous (landing pages are public) and cheap: one PutItem.
 * Any status but 2xx makes API Gateway refuse the handshake with that status.
 */
export const handler = eventHandler(
  { deps: realtimeDeps },
  async (
    event: APIGatewayProxyWebsocketEventV2,
    { deps, context },
  ): Promise<{ statusCode: number }> => {
    const { connectionId, log } = wsRequest(event, context, '$connect');
    if (!connectionId) return { statusCode: 400 };
    const { connectedAt } = event.requestContext;
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
  },
);
