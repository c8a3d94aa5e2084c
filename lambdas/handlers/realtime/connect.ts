import { openConnection, type OpenOutcome } from '../../services/realtime/open-connection';
import { connectDeps } from './deps';
import { headerOf, wsRoute } from './ws-request';

const statusOf: Record<OpenOutcome, number> = {
  opened: 200,
  'foreign-origin': 403,
  'too-many': 429,
};

/**
 * API Gateway WebSocket `$connect`. Anonymous (landing pages are public) and cheap: one small
 * Query and two PutItems. Any status but 2xx makes API Gateway refuse the handshake with it.
 */
export const handler = wsRoute('$connect', connectDeps, async (input) => {
  const { event, connectionId, sourceIp, deps, log } = input;
  const { connectedAt } = event.requestContext;
  const origin = headerOf(event, 'origin');
  let outcome: OpenOutcome;
  try {
    outcome = await openConnection(
      deps,
      {
        connectionId,
        connectedAt: connectedAt ? new Date(connectedAt) : deps.clock.now(),
        sourceIp,
        ...(origin === undefined ? {} : { origin }),
      },
      { allowedOrigins: deps.allowedOrigins },
    );
  } catch (error) {
    // The page retries with backoff; refusing is better than an open socket that never hears.
    log.error('Could not store the connection', { connectionId, error: error as Error });
    return 500;
  }
  if (outcome === 'opened') log.debug('Connected', { connectionId });
  else log.warn('Connection refused', { connectionId, outcome, sourceIp, origin });
  return statusOf[outcome];
});
