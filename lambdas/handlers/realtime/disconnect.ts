import { closeConnection } from '../../services/realtime/close-connection';
import { wsRoute } from './ws-request';

/**
 * API Gateway WebSocket `$disconnect` (best effort: API Gateway may skip it, so connection items
 * also expire, and a push removes those that answer 410). The answer is ignored by API Gateway.
 */
export const handler = wsRoute('$disconnect', async ({ connectionId, deps, log }) => {
  try {
    await closeConnection(deps, { connectionId });
  } catch (error) {
    log.warn('Could not remove the connection; it expires on its own', {
      connectionId,
      error: error as Error,
    });
    return 500;
  }
  log.debug('Disconnected', { connectionId });
  return 200;
});
