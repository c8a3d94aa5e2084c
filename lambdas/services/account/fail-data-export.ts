import type { TDataExportRequested } from '@contracts/account/data-export';
import type { Clock } from '../../ports/clock';
import { ConditionFailed, type Table } from '../../ports/table';
import { dataExportKey } from './data-export-item';

/**
 * A run of the archive's consumer failed: the request is marked `failed` at once, so its owner
 * is told and may ask again, rather than watching it pending until it expires. Only the request
 * this event is about, and only while pending: a newer request, or one made ready meanwhile,
 * stays as it is. The event is still retried; a retry that succeeds makes the archive ready.
 */
export async function failDataExport(
  deps: { table: Pick<Table, 'update'>; clock: Clock },
  event: TDataExportRequested,
): Promise<void> {
  try {
    await deps.table.update(
      dataExportKey(event.sub),
      { set: { status: 'failed', failedAt: deps.clock.now().toISOString() } },
      { exists: true, equals: { id: event.exportId, status: 'pending' } },
    );
  } catch (error) {
    if (!(error instanceof ConditionFailed)) throw error;
  }
}
