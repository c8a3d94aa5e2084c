import { APPLICATION_KINDS } from '@contracts/applications/application';
import { monthsBefore, RETENTION } from '@contracts/account/retention';
import { applicationKeys } from '../../keys/application';
import type { Logger } from '../../middleware/logger';
import type { Clock } from '../../ports/clock';
import type { FileStore } from '../../ports/file-store';
import type { Table } from '../../ports/table';
import { deleteApplication } from './delete-application';

export interface ApplicationExpiryResult {
  expired: number;
}

/**
 * The privacy page's promise: an application is kept for `RETENTION.applicationMonths` after it
 * last changed (our last contact with the applicant), then deleted with everything under it.
 * Only applications sent before the cutoff can qualify, so each kind's GSI1 is read oldest first
 * up to the cutoff, never further.
 */
export async function expireApplications(
  deps: {
    table: Pick<Table, 'queryPages' | 'queryAll' | 'update' | 'transaction'>;
    photos: Pick<FileStore, 'delete'>;
    clock: Clock;
  },
  input: { log?: Logger } = {},
): Promise<ApplicationExpiryResult> {
  const cutoff = monthsBefore(deps.clock.now(), RETENTION.applicationMonths).toISOString();
  let expired = 0;
  for (const kind of APPLICATION_KINDS) {
    for await (const page of deps.table.queryPages<{ id?: unknown; updatedAt?: unknown }>({
      index: 'GSI1',
      pk: applicationKeys.indexPartition('GSI1', { kind }),
      sk: { lt: cutoff },
      projection: ['id', 'updatedAt'],
    })) {
      for (const item of page) {
        if (typeof item.id !== 'string' || String(item.updatedAt ?? '') >= cutoff) continue;
        await deleteApplication(deps, item.id);
        expired += 1;
      }
    }
  }
  input.log?.info('Application expiry finished', { expired, cutoff });
  return { expired };
}
