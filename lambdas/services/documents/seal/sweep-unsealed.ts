import { DOCUMENT_COMPLETED } from '@contracts/documents/events';
import { SEAL_SWEEP_SUMMARY } from '../../../events/schedules';
import { documentKeys } from '../../../keys/document';
import { sealQueueKeys } from '../../../keys/seal-queue';
import type { Logger } from '../../../middleware/logger';
import type { Clock } from '../../../ports/clock';
import type { EventBus } from '../../../ports/event-bus';
import { ConditionFailed, type Table, type TableItem } from '../../../ports/table';
import type { DocumentItem } from '../document-item';
import { summarizeSweep } from '../../sweep';

/** A fully signed document should be sealed within this long of its last signature. */
export const SEAL_DEADLINE_MS = 5 * 60 * 1000;

/**
 * How many sweeps hand one overdue document to a sealing run before it is parked. Each run is
 * itself tried three times (Lambda's two retries, `CONSUMER_RETRY_ATTEMPTS`), so a document that
 * still is not sealed is poisoned, and it waits for an operator instead of being re-sent forever.
 */
export const SEAL_DISPATCH_LIMIT = 3;

export interface SweepResult {
  /** Queue entries older than the deadline: documents whose seal did not happen in time. */
  overdue: number;
  /** Documents handed to their own sealing run by this sweep. */
  dispatched: number;
  /** Documents sent `SEAL_DISPATCH_LIMIT` times and still unsealed: never sent again. */
  parked: number;
  /** Documents this sweep could not hand over (the bus refused); the next sweep tries again. */
  failed: number;
}

export interface SweepUnsealedDeps {
  table: Pick<Table, 'queryAll' | 'get' | 'update' | 'delete'>;
  events: EventBus;
  clock: Clock;
}

interface QueueEntry extends TableItem {
  documentId: string;
  completedAt: string;
  /** Sweeps that handed the document to a sealing run so far. */
  dispatches?: number;
  parkedAt?: string;
}

/**
 * The periodic safety net: every document still on the seal queue 5 minutes after its last
 * signature (the `DocumentCompleted` was lost, or sealing kept failing) is handed to its own
 * sealing run, by publishing its `DocumentCompleted` again, so a document whose sealing crashes
 * or hangs holds up no other. Each hand-over is counted on the queue entry before it is made;
 * after `SEAL_DISPATCH_LIMIT` the entry is parked (logged once, kept for an operator) and no sweep
 * sends it again. An entry whose document is gone, or no longer waits for a seal, is dropped.
 */
export async function sweepUnsealed(
  deps: SweepUnsealedDeps,
  input: { log?: Logger },
): Promise<SweepResult> {
  const now = deps.clock.now();
  const cutoff = new Date(now.getTime() - SEAL_DEADLINE_MS).toISOString();
  const entries = await deps.table.queryAll<QueueEntry>({
    pk: sealQueueKeys.pk.format({}),
    sk: { lt: cutoff },
    consistent: true,
  });
  const result: SweepResult = { overdue: entries.length, dispatched: 0, parked: 0, failed: 0 };
  for (const entry of entries) {
    try {
      const outcome = await dispatch(deps, entry, now, input.log);
      if (outcome !== 'dropped' && outcome !== 'skipped') result[outcome] += 1;
    } catch (error) {
      result.failed += 1;
      input.log?.error('Handing an overdue document to its seal failed', {
        error,
        documentId: entry.documentId,
      });
    }
  }
  // Only a sweep that found work speaks up: its line is what the deployed alarm counts.
  return summarizeSweep(input.log, SEAL_SWEEP_SUMMARY, result, {
    worked: result.overdue > 0,
    level: 'warn',
  });
}

async function dispatch(
  deps: SweepUnsealedDeps,
  entry: QueueEntry,
  now: Date,
  log: Logger | undefined,
): Promise<'dispatched' | 'parked' | 'dropped' | 'skipped'> {
  const key = { PK: entry.PK, SK: entry.SK };
  const document = await deps.table.get<DocumentItem>(documentKeys.key({ id: entry.documentId }), {
    consistent: true,
  });
  if (!document || document.status !== 'fully_signed' || document.sealedAt) {
    // Nothing left to seal for this entry: it must not be found again.
    await deps.table.delete(key);
    return 'dropped';
  }
  const dispatches = entry.dispatches ?? 0;
  if (dispatches >= SEAL_DISPATCH_LIMIT) {
    if (!entry.parkedAt) {
      await deps.table.update(key, { set: { parkedAt: now.toISOString() } }, { exists: true });
      log?.error('Sealing a document is parked', {
        documentId: entry.documentId,
        dispatches,
      });
    }
    return 'parked';
  }
  try {
    // Counted before it is sent: a run that crashes or times out still uses up one try.
    await deps.table.update(
      key,
      { add: { dispatches: 1 } },
      { exists: true, equals: { dispatches: entry.dispatches } },
    );
  } catch (error) {
    // Sealed meanwhile, or another sweep sent it just now: nothing to do this time.
    if (error instanceof ConditionFailed) return 'skipped';
    throw error;
  }
  await deps.events.publish(DOCUMENT_COMPLETED, { documentId: entry.documentId });
  return 'dispatched';
}
