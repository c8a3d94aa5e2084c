import { isAwaiting } from '@domain/documents/status-machine';
import type { Table, TransactionBuilder } from '../../../ports/table';
import type { StepItem } from '../step-item';
import { isSigningTokenItem, signingTokenKey } from './signing-token-item';

/**
 * When a document leaves signing (declined, expired), the links of the signers still waiting are
 * closed in the same transaction: they open nothing any more, and their holders are told the
 * document can no longer be signed rather than that their link never existed. A link already
 * gone (its `ttl` passed) needs nothing.
 */
export async function closeOtherLinks(
  table: Pick<Table, 'get'>,
  tx: TransactionBuilder,
  steps: readonly StepItem[],
  exceptOrder: number,
  at: string,
): Promise<void> {
  const open = steps.filter((s) => s.order !== exceptOrder && s.tokenHash && isAwaiting(s.status));
  const tokens = await Promise.all(
    open.map((s) => table.get(signingTokenKey(s.tokenHash!), { consistent: true })),
  );
  for (const token of tokens)
    if (isSigningTokenItem(token) && !token.usedAt) tx.put({ ...token, closedAt: at });
}
