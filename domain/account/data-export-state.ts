/**
 * How long an archive may be in the making before it counts as failed: its consumer runs for at
 * most a minute, and is retried twice within a few more, so one still pending this long has no
 * run left that could finish it. The person may then ask again.
 */
export const DATA_EXPORT_STALE_MS = 15 * 60 * 1000;

export type DataExportStatus = 'pending' | 'ready' | 'failed';

/** The archive's status as the person is told it at `now`. */
export function dataExportStatusAt(
  archive: { status: DataExportStatus; requestedAt: string },
  now: Date,
): DataExportStatus {
  if (archive.status !== 'pending') return archive.status;
  const requested = Date.parse(archive.requestedAt);
  if (Number.isNaN(requested)) return 'failed';
  return now.getTime() - requested >= DATA_EXPORT_STALE_MS ? 'failed' : 'pending';
}
