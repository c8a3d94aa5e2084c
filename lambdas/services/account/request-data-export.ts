import { RECENT_SIGN_IN_SECONDS } from '@contracts/account/close-account';
import {
  DATA_EXPORT_REQUESTED,
  dataExportMessages,
  type TDataExport,
  type TDataExportRequested,
} from '@contracts/account/data-export';
import { dataExportStatusAt } from '@domain/account/data-export-state';
import { signedInRecently } from '@domain/account/recent-sign-in';
import { conflict, reauthenticate } from '../../errors';
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
 * still being prepared (409); one that failed, or stayed pending past any run that could finish
 * it, may be asked for again. As for closing the account, only right after a sign-in (the
 * token's `auth_time`; 403 `reauthenticate` otherwise): the archive holds everything, so an
 * unattended open session must not be enough to have it made and mailed. The request, its
 * `DataExportRequested` and the daily count are one transaction; the consumer builds the archive
 * and mails the account when it is ready.
 */
export async function requestDataExport(
  deps: { table: Pick<Table, 'get' | 'transaction'>; clock: Clock; ids: IdGenerator },
  input: { sub: string; authTime?: number },
): Promise<TDataExport> {
  const now = deps.clock.now();
  if (!signedInRecently(input.authTime, now, RECENT_SIGN_IN_SECONDS))
    throw reauthenticate(dataExportMessages.reauthenticate);
  const key = dataExportKey(input.sub);
  const current = await deps.table.get<DataExportItem>(key, { consistent: true });
  if (current && dataExportStatusAt(current, now) === 'pending')
    throw conflict(dataExportMessages.pending);
  const item: DataExportItem = {
    ...key,
    id: deps.ids.newId(),
    status: 'pending',
    requestedAt: now.toISOString(),
    ttl: exportTtl(now),
  };
  const detail: TDataExportRequested = { sub: input.sub, exportId: item.id };
  const tx = deps.table.transaction();
  if (current) {
    // The last archive's request becomes this one: its own fields, none of the last one's.
    const { PK: _pk, SK: _sk, ...fields } = item;
    tx.update(
      key,
      { set: fields, remove: ['readyAt', 'failedAt', 'fileKey', 'size'] },
      conflict(dataExportMessages.pending),
      { id: current.id },
    );
  } else tx.create(item, conflict(dataExportMessages.pending));
  tx.put(toOutboxItem(DATA_EXPORT_REQUESTED, item.id, detail, now));
  await chargeDailyLimit(deps.table, tx, { sub: input.sub, kind: 'dataExports', now });
  await tx.commit();
  return toDataExportView(item, null, now);
}
