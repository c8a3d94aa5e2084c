import { SEAL_SWEEP_SUMMARY } from '../../../events/schedules';
import { sealQueueKeys } from '../../../keys/seal-queue';
import type { Logger } from '../../../middleware/logger';
import type { TableItem } from '../../../ports/table';
import type { SealDocumentDeps } from './seal-document';

/** A fully signed document should be sealed within this long of its last signature. */
export const SEAL_DEADLINE_MS = 5 * 60 * 1000;

export interface SweepResult {
  /** Queue entries older than the deadline: documents whose seal did not happen in time. */
  overdue: number;
  sealed: number;
  failed: number;
}

interface QueueEntry extends TableItem {
  documentId: string;
  completedAt: string;
}

/**
 * The periodic safety net: every document still on the seal queue 5 minutes after its last
 * signature (the `DocumentCompleted` event was lost, or sealing kept failing) is sealed now, by
 * the same service as the event's consumer. An entry whose document is gone, or no longer
 * waits for a seal, is dropped. One failure does not stop the others; each is logged.
 */
export async function sweepUnsealed(
  deps: SealDocumentDeps,
  input: { log?: Logger },
): Promise<SweepResult> {
  const cutoff = new Date(deps.clock.now().getTime() - SEAL_DEADLINE_MS).toISOString();
  const entries = await deps.table.queryAll<QueueEntry>({
    pk: sealQueueKeys.pk.format({}),
    sk: { lt: cutoff },
    consistent: true,
  });
  const result: SweepResult = { overdue: entries.length, sealed: 0, failed: 0 };
  // Sealing brings pdf-lib and the signer (about 700 KiB to compile); most sweeps find nothing
  // overdue, so it is imported only by a sweep that does.
  if (entries.length > 0) {
    const { sealDocument } = await import('./seal-document');
    for (const entry of entries) {
      try {
        const outcome = await sealDocument(deps, { documentId: entry.documentId, log: input.log });
        if (outcome.result === 'sealed') result.sealed += 1;
        // Nothing left to seal for this entry: it must not be found again.
        else await deps.table.delete({ PK: entry.PK, SK: entry.SK });
      } catch (error) {
        result.failed += 1;
        input.log?.error('Sealing an overdue document failed', {
          error,
          documentId: entry.documentId,
        });
      }
    }
  }
  // Only a sweep that found work speaks up: its line is what the deployed alarm counts.
  if (result.overdue > 0) input.log?.warn(SEAL_SWEEP_SUMMARY, { ...result });
  else input.log?.debug(SEAL_SWEEP_SUMMARY, { ...result });
  return result;
}
