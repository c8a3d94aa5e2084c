import { refreshConnection } from '../../services/realtime/refresh-connection';
import { realtimeDeps } from './deps';
import { wsRoute } from './ws-request';

/**
 * The `ping` route (`{"action":"ping"}`, the page's keep-alive every few minutes): keeps API
 * Gateway from idling the connection out, and moves the connection items' expiry on. No answer
 * reaches the page (the route has no route response).
 */
export const handler = wsRoute('ping', realtimeDeps, async (input) => {
  const { event, connectionId, sourceIp, deps, log } = input;
  const { connectedAt } = event.requestContext;
  try {
    await refreshConnection(deps, {
      connectionId,
      connectedAt: connectedAt ? new Date(connectedAt) : deps.clock.now(),
      sourceIp,
    });
  } catch (error) {
    log.warn('Could not refresh the connection', { connectionId, error: error as Error });
    return 500;
  }
  return 200;
});
