import { OUTBOX_SWEEP_SUMMARY } from '../../events/schedules';
import { outboxKeys } from '../../keys/outbox';
import type { Logger } from '../../middleware/logger';
import { fromOutboxItem, type OutboxItem } from './outbox-item';
import { publishOutboxEvents, type PublishOutboxEventsDeps } from './publish-outbox-events';
import type { Table } from '../../ports/table';
import { summarizeSweep } from '../sweep';

/**
 * An event still unpublished this long after its change committed was missed by the stream's
 * relay (a crash, a stream past its 24 hours, a relay that kept failing). The relay takes well
 * under a second; a few minutes leave it every retry before the sweep steps in.
 */
export const OUTBOX_SWEEP_AFTER_MS = 3 * 60 * 1000;

/** Events one run publishes at most: a backlog is worked off over the next runs, oldest first. */
export const OUTBOX_SWEEP_BATCH = 200;

export interface OutboxSweepResult {
  /** Events older than `OUTBOX_SWEEP_AFTER_MS` found unpublished. */
  overdue: number;
  published: number;
  /** Events the bus refused this time; the next run tries again. */
  failed: number;
}

export interface SweepOutboxDeps extends PublishOutboxEventsDeps {
  table: Pick<Table, 'query' | 'update'>;
}

/**
 * The outbox's safety net (docs/events.md, "The outbox"): every event its relay did not publish
 * within a few minutes is published here, oldest first, and marked published. Each is published
 * on its own, so one the bus refuses holds up no other.
 */
export async function sweepOutbox(
  deps: SweepOutboxDeps,
  input: { log?: Logger },
): Promise<OutboxSweepResult> {
  const cutoff = new Date(deps.clock.now().getTime() - OUTBOX_SWEEP_AFTER_MS).toISOString();
  const { items } = await deps.table.query<OutboxItem>({
    index: 'GSI1',
    pk: outboxKeys.indexPartition('GSI1', {}),
    sk: { lt: cutoff },
    limit: OUTBOX_SWEEP_BATCH,
  });
  const result: OutboxSweepResult = { overdue: items.length, published: 0, failed: 0 };
  for (const item of items) {
    const event = fromOutboxItem(item);
    if (!event) continue;
    try {
      await publishOutboxEvents(deps, event, input.log);
      result.published += 1;
    } catch (error) {
      result.failed += 1;
      input.log?.error('An overdue outbox event could not be published', {
        error,
        detailType: event.detailType,
      });
    }
  }
  // Only a sweep that found work speaks up: its line is what the deployed alarm counts.
  return summarizeSweep(input.log, OUTBOX_SWEEP_SUMMARY, result, {
    worked: result.overdue > 0,
    level: 'warn',
  });
}
