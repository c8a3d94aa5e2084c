import {
  DATA_EXPORT_REQUESTED,
  dataExportMessages,
  type TDataExport,
  type TDataExportRequested,
} from '@contracts/account/data-export';
import { conflict } from '../../errors';
import type { Clock } from '../../ports/clock';
import type { IdGenerator } from '../../ports/ids';
import type { Table } from '../../ports/table';
import { chargeDailyLimit } from '../daily-limit';
import { toOutboxItem } from '../outbox/outbox-item';
import {
  dataExportKey,
  exportTtl,
  toDataExportView,
  type DataExportItem,
} from './data-export-item';

/**
 * `POST /api/account/export`: a new archive is asked for, replacing the last one, unless one is
 * still being prepared (409). The request, its `DataExportRequested` and the daily count are one
 * transaction; the consumer builds the archive and mails the account when it is ready.
 */
export async function requestDataExport(
  deps: { table: Pick<Table, 'get' | 'transaction'>; clock: Clock; ids: IdGenerator },
  input: { sub: string },
): Promise<TDataExport> {
  const key = dataExportKey(input.sub);
  const current = await deps.table.get<DataExportItem>(key, { consistent: true });
  if (current?.status === 'pending') throw conflict(dataExportMessages.pending);
  const now = deps.clock.now();
  const item: DataExportItem = {
    ...key,
    id: deps.ids.newId(),
    status: 'pending',
    requestedAt: now.toISOString(),
    ttl: exportTtl(now),
  };
  const detail: TDataExportRequested = { sub: input.sub, exportId: item.id };
  const tx = deps.table.transaction();
  if (current)
    tx.update(key, { set: item }, conflict(dataExportMessages.pending), { id: current.id });
  else tx.create(item, conflict(dataExportMessages.pending));
  tx.put(toOutboxItem(DATA_EXPORT_REQUESTED, item.id, detail, now));
  await chargeDailyLimit(deps.table, tx, { sub: input.sub, kind: 'dataExports', now });
  await tx.commit();
  return toDataExportView(item, null);
}
