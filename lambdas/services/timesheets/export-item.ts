import type {
  TExportFileType,
  TExportStatus,
  TRequestExportParsed,
} from '@contracts/timesheets/export';
import { timesheetExportKeys } from '../../keys/timesheet-export';
import type { TableItem, TableKey } from '../../ports/table';

/** How an export is stored (keys: `lambdas/keys/timesheet-export.ts`). */
export interface ExportItem extends TableItem {
  id: string;
  bookingPageId: string;
  userId: string;
  startDate: string;
  endDate: string;
  fileType: TExportFileType;
  /** Absent unless the file is to be e-mailed. */
  emailAddress?: string;
  /** Absent unless the file is to be saved to a library. */
  libraryId?: string;
  status: TExportStatus;
  requestedAt: string;
  completedAt?: string;
  /** The file in the documents bucket, once made. */
  fileKey?: string;
  fileName?: string;
  documentId?: string;
  emailedTo?: string;
  /** What the user is told once it is done or has failed. */
  message?: string;
}

export const exportKey = (bookingPageId: string, id: string): TableKey =>
  timesheetExportKeys.key({ bookingPageId, id });

/** Where the file is kept: under its owner, beside their documents, never overwritten by them. */
export const exportFileKey = (sub: string, id: string, fileType: TExportFileType): string =>
  `${sub}/exports/${id}.${fileType}`;

export function toExportItem(input: {
  id: string;
  bookingPageId: string;
  sub: string;
  request: TRequestExportParsed;
  requestedAt: string;
}): ExportItem {
  const { request } = input;
  return {
    ...exportKey(input.bookingPageId, input.id),
    id: input.id,
    bookingPageId: input.bookingPageId,
    userId: input.sub,
    startDate: request.startDate,
    endDate: request.endDate,
    fileType: request.fileType,
    ...(request.emailAddress ? { emailAddress: request.emailAddress } : {}),
    ...(request.libraryId ? { libraryId: request.libraryId } : {}),
    status: 'pending',
    requestedAt: input.requestedAt,
  };
}

/** True when a stored export was asked for exactly as `other` (a retried request). */
export const sameRequest = (stored: ExportItem, other: ExportItem): boolean =>
  (['userId', 'startDate', 'endDate', 'fileType', 'emailAddress', 'libraryId'] as const).every(
    (name) => stored[name] === other[name],
  );
