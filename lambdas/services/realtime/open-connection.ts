import type { Clock } from '../../ports/clock';
import type { ConnectionStore } from '../../ports/connections';
import {
  connectionExpiry,
  isAllowedOrigin,
  MAX_CONNECTIONS_PER_ADDRESS,
} from './connection-policy';

export interface OpenConnectionInput {
  connectionId: string;
  connectedAt: Date;
  /** The handshake's `Origin` header, when it had one. */
  origin?: string;
  /** API Gateway's `identity.sourceIp`. */
  sourceIp: string;
}

/** What `$connect` answers: 200, 403 (another site's page) or 429 (too many from the address). */
export type OpenOutcome = 'opened' | 'foreign-origin' | 'too-many';

/**
 * `$connect`: check the origin, count the address's live connections (one small Query), then
 * remember the connection so that pushes reach it (two PutItems). Two handshakes racing from one
 * address may both see 19 and both get in: the limit is exact to within the handshakes in flight.
 */
export async function openConnection(
  deps: { connections: Pick<ConnectionStore, 'save' | 'countFromAddress'>; clock: Clock },
  input: OpenConnectionInput,
  policy: { allowedOrigins: readonly string[]; maxPerAddress?: number },
): Promise<OpenOutcome> {
  if (!isAllowedOrigin(input.origin, policy.allowedOrigins)) return 'foreign-origin';
  const now = deps.clock.now();
  const limit = policy.maxPerAddress ?? MAX_CONNECTIONS_PER_ADDRESS;
  if (input.sourceIp) {
    const open = await deps.connections.countFromAddress(input.sourceIp, now, limit);
    if (open >= limit) return 'too-many';
  }
  await deps.connections.save({
    connectionId: input.connectionId,
    connectedAt: input.connectedAt.toISOString(),
    sourceIp: input.sourceIp,
    expiresAt: connectionExpiry(now),
  });
  return 'opened';
}
