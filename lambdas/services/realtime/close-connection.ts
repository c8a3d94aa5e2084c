import type { ConnectionStore } from '../../ports/connections';

/** `$disconnect`: forget the connection. Idempotent (API Gateway may deliver it more than once). */
export async function closeConnection(
  deps: { connections: Pick<ConnectionStore, 'remove'> },
  input: { connectionId: string; sourceIp: string },
): Promise<void> {
  await deps.connections.remove(input);
}
