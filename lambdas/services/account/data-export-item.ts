import type { TDataExport } from '@contracts/account/data-export';
import { RETENTION } from '@contracts/account/retention';
import { dataExportStatusAt } from '@domain/account/data-export-state';
import { dataExportKeys } from '../../keys/data-export';
import type { TableItem } from '../../ports/table';

/**
 * The account's latest archive (keys: `lambdas/keys/data-export.ts`) and where its file lives:
 * `data-exports/<sub>/<id>.zip` in the documents bucket, whose lifecycle deletes everything under
 * this prefix after `RETENTION.dataExportDays`; the item expires then too.
 */
export const DATA_EXPORT_PREFIX = 'data-exports/';

export const dataExportKey = (sub: string) => dataExportKeys.key({ sub });
export const dataExportFileKey = (sub: string, id: string) =>
  `${DATA_EXPORT_PREFIX}${sub}/${id}.zip`;

export interface DataExportItem extends TableItem {
  id: string;
  status: 'pending' | 'ready' | 'failed';
  requestedAt: string;
  readyAt?: string;
  /** When its consumer gave up on it (the person may ask again). */
  failedAt?: string;
  fileKey?: string;
  size?: number;
  ttl: number;
}

const DAY_SECONDS = 24 * 60 * 60;

export const exportTtl = (from: Date) =>
  Math.floor(from.getTime() / 1000) + RETENTION.dataExportDays * DAY_SECONDS;

export const expiresAtOf = (item: DataExportItem) => new Date(item.ttl * 1000).toISOString();

/** The archive as its owner sees it at `now` (one pending too long has failed). */
export function toDataExportView(
  item: DataExportItem | undefined,
  downloadUrl: string | null,
  now: Date,
): TDataExport {
  if (!item)
    return {
      status: null,
      requestedAt: null,
      readyAt: null,
      expiresAt: null,
      downloadUrl: null,
      size: null,
    };
  return {
    status: dataExportStatusAt(item, now),
    requestedAt: item.requestedAt,
    readyAt: item.readyAt ?? null,
    expiresAt: item.status === 'ready' ? expiresAtOf(item) : null,
    downloadUrl,
    size: item.size ?? null,
  };
}
