import { openConnection } from '../../services/realtime/open-connection';
import { wsRoute } from './ws-request';

/**
 * API Gateway WebSocket `$connect`. Anonymous (landing pages are public) and cheap: one PutItem.
 * Any status but 2xx makes API Gateway refuse the handshake with that status.
 */
export const handler = wsRoute('$connect', async ({ event, connectionId, deps, log }) => {
  const { connectedAt } = event.requestContext;
  try {
    await openConnection(deps, {
      connectionId,
      connectedAt: connectedAt ? new Date(connectedAt) : deps.clock.now(),
    });
  } catch (error) {
    // The page retries with backoff; refusing is better than an open socket that never hears.
    log.error('Could not store the connection', { connectionId, error: error as Error });
    return 500;
  }
  log.debug('Connected', { connectionId });
  return 200;
});
