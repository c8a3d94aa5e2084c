import type { TDataExport } from '@contracts/account/data-export';
import type { Clock } from '../../ports/clock';
import type { FileStore } from '../../ports/file-store';
import type { Table } from '../../ports/table';
import { dataExportKey, toDataExportView, type DataExportItem } from './data-export-item';

/** A download link lives as long as the spec's signed URLs (§9). */
const LINK_SECONDS = 3600;

/** `GET /api/account/export`: the latest archive, with a download link while it is kept. */
export async function getDataExport(
  deps: { table: Pick<Table, 'get'>; clock: Clock; documents: Pick<FileStore, 'presignGet'> },
  input: { sub: string },
): Promise<TDataExport> {
  const item = await deps.table.get<DataExportItem>(dataExportKey(input.sub), { consistent: true });
  const now = deps.clock.now();
  // DynamoDB deletes expired items late: past its ttl an archive is gone, whatever is stored.
  const live = item && item.ttl * 1000 > now.getTime() ? item : undefined;
  const downloadUrl =
    live?.status === 'ready' && live.fileKey
      ? await deps.documents.presignGet({
          key: live.fileKey,
          expiresInSeconds: LINK_SECONDS,
          downloadName: `vciso-hub-data-${live.requestedAt.slice(0, 10)}.zip`,
        })
      : null;
  return toDataExportView(live, downloadUrl, now);
}
