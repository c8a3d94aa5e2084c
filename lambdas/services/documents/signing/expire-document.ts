import { nextState } from '@domain/documents/status-machine';
import { concurrentWrite, isAppError } from '../../../errors';
import type { Clock } from '../../../ports/clock';
import type { Table, TableKey } from '../../../ports/table';
import { SYSTEM_ACTOR, withAudit } from '../audit-log';
import type { DocumentBundle } from '../owned-document';
import type { StepItem } from '../step-item';
import { closeOtherLinks } from './close-other-links';

/**
 * A link ran out while its signer had not answered: the document can no longer complete, so it
 * becomes `expired` with its audit row, and the other waiting signers' links close, in one
 * transaction that also deletes `alsoDelete` (the sweep's entry). Once: a lost race means another
 * request did it or the document moved on, and the answer is false.
 */
export async function expireDocument(
  deps: { table: Pick<Table, 'get' | 'transaction'>; clock: Clock },
  bundle: DocumentBundle,
  step: StepItem,
  alsoDelete: readonly TableKey[] = [],
): Promise<boolean> {
  const { document, steps } = bundle;
  const next = nextState(document.status, steps, { type: 'expire', order: step.order });
  if (!next.ok) return false;
  const at = deps.clock.now().toISOString();
  const tx = deps.table.transaction();
  withAudit(
    tx,
    document,
    {
      action: 'expired',
      actor: SYSTEM_ACTOR,
      at,
      details: { email: step.email, order: step.order, linkExpiresAt: step.tokenExpiresAt },
    },
    {
      changes: { set: { status: next.status } },
      equals: { status: document.status },
      otherwise: concurrentWrite(),
    },
  );
  await closeOtherLinks(deps.table, tx, steps, step.order, at);
  for (const key of alsoDelete) tx.deleteIfAny(key);
  try {
    await tx.commit();
    return true;
  } catch (error) {
    if (!isAppError(error)) throw error;
    return false;
  }
}
