import type { APIGatewayProxyWebsocketEventV2 } from 'aws-lambda';
import { eventHandler } from '../../middleware/event-handler';
import { closeConnection } from '../../services/realtime/close-connection';
import { realtimeDeps } from './deps';
import { wsRequest } from './ws-request';

/**
 * API Gateway WebSocket `$disconnect` (best effort: API Gateway may skip it, so connection items
 * also expire, and a push removes those that answer 410). The answer is ignored by API Gateway.
 */
export const handler = eventHandler(
  { deps: realtimeDeps },
  async (
    event: APIGatewayProxyWebsocketEventV2,
    { deps, context },
  ): Promise<{ statusCode: number }> => {
    const { connectionId, log } = wsRequest(event, context, '$disconnect');
    if (!connectionId) return { statusCode: 400 };
    try {
      await closeConnection(deps, { connectionId });
    } catch (error) {
      log.warn('Could not remove the connection; it expires on its own', {
        connectionId,
        error: error as Error,
      });
      return { statusCode: 500 };
    }
    log.debug('Disconnected', { connectionId });
    return { statusCode: 200 };
  },
);
