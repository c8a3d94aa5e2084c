import * as z from 'zod';
import { PAGE_SIZES, ZPageOf, ZPageQuery } from '../paging';
import { optionalText, requiredText, requiredTrimmed } from '../text-fields';
import { fileSize, ZPresignedUpload } from '../uploads';
import { ZField } from './fields';
import { ZReminderSettings } from './reminders';
import { ZSigner, WORKFLOW_TYPES } from './workflow';

/** Documents (spec §3 documents, §4 document status, §5 Upload). */

/**
 * Every kind of file a document can hold. Owners upload PDF and DOCX; CSV documents are written
 * by the product itself (a timesheet export saved to a library), never uploaded.
 */
export const FILE_TYPES = ['pdf', 'docx', 'csv'] as const;
export type TFileType = (typeof FILE_TYPES)[number];
export const CONTENT_TYPES: Record<TFileType, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  csv: 'text/csv; charset=utf-8',
};
/** How a file type reads in lists and details. */
export const FILE_TYPE_LABELS: Record<TFileType, string> = { pdf: 'PDF', docx: 'DOCX', csv: 'CSV' };

/** What the upload form and `POST /api/documents` accept. */
export const UPLOAD_FILE_TYPES = ['pdf', 'docx'] as const satisfies readonly TFileType[];
export type TUploadFileType = (typeof UPLOAD_FILE_TYPES)[number];

/**
 * What can be sent for signature: the kinds that can be uploaded, a generated PDF included. A CSV
 * is a record to keep: there is no page to place a field on and nothing to seal.
 */
export const SIGNABLE_FILE_TYPES = UPLOAD_FILE_TYPES;
export type TSignableFileType = (typeof SIGNABLE_FILE_TYPES)[number];
export const isSignableFileType = (fileType: TFileType): fileType is TSignableFileType =>
  (SIGNABLE_FILE_TYPES as readonly TFileType[]).includes(fileType);

/** An upload larger than this is refused by the presigned request and by the server's check. */
export const MAX_UPLOAD_BYTES = 25 * 1024 * 1024;
/** Presigned download and upload links live this long (spec §9). */
export const SIGNED_URL_SECONDS = 3600;

/**
 * Spec §4. `uploading` is the product's own: the record exists while the browser sends the
 * bytes and becomes `draft` only once the stored object has been checked; nobody sees it listed.
 */
export const DOCUMENT_STATUSES = [
  'uploading',
  'draft',
  'pending_signatures',
  'partially_signed',
  'fully_signed',
  'declined',
  'expired',
  'voided',
] as const;
export type TDocumentStatus = (typeof DOCUMENT_STATUSES)[number];
export const DOCUMENT_STATUS_LABELS: Record<TDocumentStatus, string> = {
  uploading: 'Uploading',
  draft: 'Draft',
  pending_signatures: 'Pending signatures',
  partially_signed: 'Partially signed',
  fully_signed: 'Fully signed',
  declined: 'Declined',
  expired: 'Expired',
  voided: 'Voided',
};

export const documentMessages = {
  fileRequired: 'Please select a file',
  fileType: 'Only PDF and DOCX files are supported',
  fileNameTooLong: 'The file name must be at most 255 characters',
  titleRequired: 'Please enter a title',
  tooLarge: 'Files must be at most 25 MB',
  empty: 'The file is empty',
  contentMismatch: 'The file is not a valid PDF or DOCX document',
  notSignable: 'Only PDF and DOCX documents can be signed',
  notUploaded: 'The file has not been uploaded yet',
  notFound: 'Document not found',
  notDraft: 'Only a draft document can be changed',
  notAuthenticated: 'Not authenticated',
  status: 'Please choose a status',
  searchTooLong: 'Search for at most 200 characters',
  library: 'Please choose a library',
  downloadVersion: 'Ask for the original, the signed file or the certificate',
  uploadFailed: 'Failed to upload document',
  uploaded: 'Document uploaded successfully',
  loadFailed: 'Failed to load document',
  deleteFailed: 'Failed to delete document',
  deleted: 'Document deleted',
  downloadFailed: 'Failed to download document',
  downloaded: 'Document downloaded',
  deleteConfirm: 'Are you sure you want to delete this document? This cannot be undone.',
} as const;

/** The upload file type a file name means, or undefined for anything but .pdf and .docx. */
export function fileTypeOf(fileName: string): TUploadFileType | undefined {
  const ext = /\.([^.]+)$/.exec(fileName.trim())?.[1]?.toLowerCase();
  return (UPLOAD_FILE_TYPES as readonly string[]).includes(ext ?? '')
    ? (ext as TUploadFileType)
    : undefined;
}

/** The title the upload form proposes: the file name without its extension. */
export const titleFromFileName = (fileName: string): string =>
  fileName.trim().replace(/\.[^.]+$/, '');

/** `POST /api/documents`: reserves the document and answers a presigned upload. */
export const ZCreateDocument = z.object(
  {
    title: requiredText(documentMessages.titleRequired, 'The title', 200),
    description: optionalText('The description', 1000),
    libraryId: z.string().trim().min(1).nullable().optional().default(null),
    fileName: requiredTrimmed(
      documentMessages.fileRequired,
      255,
      documentMessages.fileNameTooLong,
    ).refine((name) => fileTypeOf(name) !== undefined, documentMessages.fileType),
    size: fileSize(MAX_UPLOAD_BYTES, documentMessages, documentMessages.fileRequired),
  },
  documentMessages.fileRequired,
);
export type TCreateDocument = z.input<typeof ZCreateDocument>;
export type TCreateDocumentParsed = z.output<typeof ZCreateDocument>;

export const ZDocumentSummary = z.object({
  id: z.string(),
  title: z.string(),
  fileType: z.enum(FILE_TYPES),
  status: z.enum(DOCUMENT_STATUSES),
  libraryId: z.string().nullable(),
  createdAt: z.string(),
});
export type TDocumentSummary = z.infer<typeof ZDocumentSummary>;

/** `GET /api/libraries/{id}/documents?cursor&limit`: a page of the library's documents, newest first. */
export const ZDocumentList = ZPageOf('documents', ZDocumentSummary);
export const ZDocumentListQuery = ZPageQuery(PAGE_SIZES.documents);

/** The All documents filter: each choice and the statuses it shows. */
export const DOCUMENT_FILTERS = {
  draft: ['draft'],
  pending: ['pending_signatures', 'partially_signed'],
  completed: ['fully_signed'],
  declined: ['declined'],
  expired: ['expired'],
  voided: ['voided'],
} as const satisfies Record<string, readonly TDocumentStatus[]>;
export type TDocumentFilter = keyof typeof DOCUMENT_FILTERS;
export const DOCUMENT_FILTER_LABELS: Record<TDocumentFilter, string> = {
  draft: 'Draft',
  pending: 'Pending',
  completed: 'Completed',
  declined: 'Declined',
  expired: 'Expired',
  voided: 'Voided',
};

/**
 * `GET /api/documents?status&q&cursor&limit`: a page of every document of the owner, newest
 * first, whatever library it is in (or none), optionally of one status group and with `q` in its
 * title (any case). A page may hold fewer than `limit` documents and still have a `nextCursor`:
 * the server reads a bounded number of documents per request, so a rare filter answers in steps.
 */
export const ZAllDocumentsQuery = ZDocumentListQuery.extend({
  status: z
    .enum(
      Object.keys(DOCUMENT_FILTERS) as [TDocumentFilter, ...TDocumentFilter[]],
      documentMessages.status,
    )
    .optional(),
  q: z.string().trim().max(200, documentMessages.searchTooLong).optional(),
});
export type TAllDocumentsQuery = z.input<typeof ZAllDocumentsQuery>;

/** `PUT /api/documents/{id}/library`: moves the document into a library, or out of any (null). */
export const ZMoveDocument = z.object(
  {
    libraryId: requiredTrimmed(documentMessages.library).nullable(),
  },
  documentMessages.library,
);
export type TMoveDocument = z.input<typeof ZMoveDocument>;
export type TDocumentList = z.infer<typeof ZDocumentList>;

/** The answer of `POST /api/documents`: PUT the file to `url` with exactly these headers. */
export const ZCreatedUpload = z.object({
  document: ZDocumentSummary,
  upload: ZPresignedUpload,
});
export type TCreatedUpload = z.infer<typeof ZCreatedUpload>;

/** One line of the document's timeline, from its audit log. */
export const ZAuditEntry = z.object({
  seq: z.number().int(),
  action: z.string(),
  at: z.string(),
  actor: z.string(),
  details: z.record(z.string(), z.unknown()),
});
export type TAuditEntry = z.infer<typeof ZAuditEntry>;

/** `GET /api/documents/{id}`: everything the detail, prepare and edit screens show. */
export const ZDocument = ZDocumentSummary.extend({
  description: z.string(),
  libraryName: z.string().nullable(),
  originalFileName: z.string(),
  workflowType: z.enum(WORKFLOW_TYPES),
  sentAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  /** True once the signed copy (PDF) or the certificate (DOCX) is stored. */
  sealed: z.boolean(),
  /** True once the completion certificate can be downloaded on its own. */
  certificate: z.boolean(),
  /** Automatic reminders to the signers still waiting. */
  reminders: ZReminderSettings,
  signers: z.array(ZSigner),
  fields: z.array(ZField),
  timeline: z.array(ZAuditEntry),
});
export type TDocument = z.infer<typeof ZDocument>;

/** Which stored file a download link is for. */
export const DOWNLOAD_VERSIONS = ['original', 'signed', 'certificate'] as const;
export const ZDownloadQuery = z.object({
  version: z.enum(DOWNLOAD_VERSIONS, documentMessages.downloadVersion).default('original'),
  /** inline: for the in-app viewer; otherwise the browser saves it under the document's name. */
  inline: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v === 'true'),
});
export const ZDownloadUrl = z.object({
  url: z.string(),
  expiresAt: z.string(),
  fileName: z.string(),
});
export type TDownloadUrl = z.infer<typeof ZDownloadUrl>;
