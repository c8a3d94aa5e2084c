import type { ConnectionStore } from '../../ports/connections';

/**
 * API Gateway closes every WebSocket connection after 2 hours; a little margin on top, and an item
 * whose `$disconnect` never arrived expires on its own.
 */
export const CONNECTION_LIFETIME_MS = (2 * 60 + 5) * 60_000;

export interface OpenConnectionInput {
  connectionId: string;
  connectedAt: Date;
}

/** `$connect`: remember the connection so that pushes reach it. One PutItem, nothing else. */
export async function openConnection(
  deps: { connections: Pick<ConnectionStore, 'save'> },
  input: OpenConnectionInput,
): Promise<void> {
  await deps.connections.save({
    connectionId: input.connectionId,
    connectedAt: input.connectedAt.toISOString(),
    expiresAt: new Date(input.connectedAt.getTime() + CONNECTION_LIFETIME_MS),
  });
}
