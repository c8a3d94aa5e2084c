import type { Clock } from '../../ports/clock';
import type { ConnectionStore } from '../../ports/connections';
import { connectionExpiry } from './connection-policy';

/**
 * The page's keep-alive (`{"action":"ping"}`): the connection is evidently open, so its items
 * live another `CONNECTION_IDLE_LIFETIME_MS`. Written whole (two PutItems, no read), so a ping
 * also restores items that a failed write or an early expiry lost.
 */
export async function refreshConnection(
  deps: { connections: Pick<ConnectionStore, 'save'>; clock: Clock },
  input: { connectionId: string; connectedAt: Date; sourceIp: string },
): Promise<void> {
  await deps.connections.save({
    connectionId: input.connectionId,
    connectedAt: input.connectedAt.toISOString(),
    sourceIp: input.sourceIp,
    expiresAt: connectionExpiry(deps.clock.now()),
  });
}
