import { isAwaiting, OPEN_STATUSES } from '@domain/documents/status-machine';
import { linkExpiryKeys } from '../../../keys/link-expiry';
import type { Logger } from '../../../middleware/logger';
import type { Clock } from '../../../ports/clock';
import type { Table } from '../../../ports/table';
import { dueEntries, summarizeSweep } from '../../sweep';
import { loadDocument } from '../owned-document';
import { expireDocument } from './expire-document';
import type { LinkExpiryItem } from './signing-token-item';

const EXPIRY_SWEEP_SUMMARY = 'Link expiry sweep finished';

export interface ExpirySweepResult {
  /** Documents that became `expired` in this run. */
  expired: number;
  /** Entries of links used, replaced or of documents gone meanwhile, dropped. */
  dropped: number;
}

/**
 * The hourly sweep: every link past its time whose signer has not answered expires its document
 * (`expired`, audit row, other links closed), so the owner sees it without anyone opening the
 * link. Entries whose link was used, replaced by a resend, or whose document left signing are
 * deleted. Each entry is looked at on its own; a failure leaves it for the next run.
 */
export async function expireOverdueLinks(
  deps: {
    table: Pick<Table, 'get' | 'query' | 'queryAll' | 'delete' | 'transaction'>;
    clock: Clock;
  },
  input: { log?: Logger } = {},
): Promise<ExpirySweepResult> {
  const now = deps.clock.now();
  const items = await dueEntries<LinkExpiryItem>(
    deps.table,
    linkExpiryKeys.pk.format({}),
    now.toISOString(),
  );
  const result: ExpirySweepResult = { expired: 0, dropped: 0 };
  for (const entry of items) {
    const key = { PK: entry.PK, SK: entry.SK };
    const bundle = await loadDocument(deps.table, entry.documentId);
    const step = bundle?.steps.find((s) => s.order === entry.order);
    const overdue =
      bundle &&
      step &&
      OPEN_STATUSES.includes(bundle.document.status) &&
      isAwaiting(step.status) &&
      step.tokenExpiresAt === entry.expiresAt;
    if (overdue && (await expireDocument(deps, bundle, step, [key]))) result.expired += 1;
    else {
      await deps.table.delete(key);
      result.dropped += 1;
    }
  }
  return summarizeSweep(input.log, EXPIRY_SWEEP_SUMMARY, result, {
    worked: result.expired + result.dropped > 0,
  });
}
