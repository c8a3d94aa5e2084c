import { exportMessages, type TTimesheetExport } from '@contracts/timesheets/export';
import { defaultUrlExpirySeconds, type FileStore } from '../../ports/file-store';
import type { ExportItem } from './export-item';

/** An export as the form shows it: a fresh one-hour download link once the file exists. */
export async function exportView(
  documents: Pick<FileStore, 'presignGet'>,
  item: ExportItem,
): Promise<TTimesheetExport> {
  const downloadUrl = exportFileReady(item)
    ? await documents.presignGet({
        key: item.fileKey!,
        expiresInSeconds: defaultUrlExpirySeconds,
        ...(item.fileName ? { downloadName: item.fileName } : {}),
      })
    : null;
  return toExportView(item, downloadUrl);
}

/** Whether the export's file exists to be downloaded. */
export const exportFileReady = (item: ExportItem): boolean =>
  item.status === 'done' && typeof item.fileKey === 'string' && item.fileKey !== '';

/** The export as its owner sees it, with the link to its file (or null). */
export function toExportView(item: ExportItem, downloadUrl: string | null): TTimesheetExport {
  return {
    id: item.id,
    status: item.status,
    fileType: item.fileType,
    startDate: item.startDate,
    endDate: item.endDate,
    message:
      item.message ?? (item.status === 'pending' ? exportMessages.pending : exportMessages.failed),
    fileName: item.fileName ?? null,
    downloadUrl,
    documentId: item.documentId ?? null,
    libraryId: item.libraryId ?? null,
    emailedTo: item.emailedTo ?? null,
    requestedAt: item.requestedAt,
    completedAt: item.completedAt ?? null,
  };
}
