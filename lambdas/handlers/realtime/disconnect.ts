import { closeConnection } from '../../services/realtime/close-connection';
import { realtimeDeps } from './deps';
import { wsRoute } from './ws-request';

/**
 * API Gateway WebSocket `$disconnect` (best effort: API Gateway may skip it, so connection items
 * also expire within minutes, and a push removes those that answer 410). The answer is ignored by
 * API Gateway.
 */
export const handler = wsRoute('$disconnect', realtimeDeps, async (input) => {
  const { connectionId, sourceIp, deps, log } = input;
  try {
    await closeConnection(deps, { connectionId, sourceIp });
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
