import {
  CONTENT_TYPES,
  FILE_TYPES,
  type TDocumentStatus,
  type TDocumentSummary,
  type TFileType,
} from '@contracts/documents/document';
import type { TReminderSettings } from '@contracts/documents/reminders';
import type { TWorkflowType } from '@contracts/documents/workflow';
import { GENESIS_HASH } from '@domain/documents/audit-chain';
import { documentKeys } from '../../keys/document';
import type { TableItem, TableKey } from '../../ports/table';

/**
 * How a document is stored (keys: `lambdas/keys/document.ts`). An upload's item is created as
 * `uploading` with a day's `ttl` and an upload expiry entry, and the browser uploads to the
 * original's staged key; the upload sweep removes a reservation whose file never arrived or was
 * never accepted, with its staged file. The check of the staged file writes the checked bytes to
 * `originalKey`, makes the item a `draft`, removes the `ttl` and the entry and adds the index
 * attributes, so only checked documents are ever listed. A file the product generates is stored
 * first and its item created directly as a listed draft.
 */
export const documentKey = (id: string): TableKey => documentKeys.key({ id });

/** An abandoned upload's reservation lives this long. */
export const RESERVATION_TTL_SECONDS = 24 * 60 * 60;

export interface DocumentItem extends TableItem {
  id: string;
  ownerSub: string;
  libraryId: string | null;
  title: string;
  description: string;
  /** `{sub}/{uuid}.{ext}` in the documents bucket (spec §7). */
  originalKey: string;
  originalFileName: string;
  fileType: TFileType;
  /** Bytes the owner declared; the stored file must have exactly this size. */
  size: number;
  status: TDocumentStatus;
  workflowType: TWorkflowType;
  createdAt: string;
  /** SHA-256 (hex) of the original file, taken when the upload was checked. */
  originalSha256?: string;
  sentAt?: string;
  /** The owner's name from their profile when it was sent; absent if they had given none. */
  senderName?: string;
  /** The sender's message to the signers, put in their signing mail; absent: none. */
  message?: string;
  /** How many days each signing link works, as chosen at send; absent: `SIGNING_LINK_DAYS`. */
  linkDays?: number;
  completedAt?: string;
  sealedAt?: string;
  /** When the owner voided it, and why (`signing/void-document.ts`). */
  voidedAt?: string;
  voidReason?: string;
  /** Automatic reminders to waiting signers; absent: the defaults (`domain/documents/reminders.ts`). */
  reminders?: TReminderSettings;
  /** The sealed PDF (or, for a DOCX, the completion certificate) beside the original. */
  signedKey?: string;
  /** The completion certificate alone (for a DOCX, `signedKey` itself). */
  certificateKey?: string;
  /** The save whose fields are current (field-item.ts). */
  fieldSet?: string;
  /**
   * Set on an engagement's letter or change order (`services/engagements/send-letter.ts`): its
   * seal, void or decline also tells the engagement, in the same transaction (an outbox event).
   */
  engagementLetter?: EngagementLetterRef;
  /** The last audit row: its sequence number and hash (audit-log.ts). */
  auditSeq: number;
  auditHash: string;
  ttl?: number;
}

/** Which engagement's letter a document is. */
export interface EngagementLetterRef {
  engagementId: string;
  letterId: string;
}

export const originalKeyOf = (sub: string, id: string, fileType: TFileType): string =>
  `${sub}/${id}.${fileType}`;

export const contentTypeOf = (document: Pick<DocumentItem, 'fileType'>): string =>
  CONTENT_TYPES[document.fileType];

/** What a new document starts from, whichever way its file arrives. */
interface NewDocument {
  id: string;
  sub: string;
  libraryId: string | null;
  title: string;
  description: string;
  fileName: string;
  fileType: TFileType;
  size: number;
  now: Date;
}

function newDocumentItem(input: NewDocument, status: TDocumentStatus): DocumentItem {
  return {
    ...documentKey(input.id),
    id: input.id,
    ownerSub: input.sub,
    libraryId: input.libraryId,
    title: input.title,
    description: input.description,
    originalKey: originalKeyOf(input.sub, input.id, input.fileType),
    originalFileName: input.fileName,
    fileType: input.fileType,
    size: input.size,
    status,
    workflowType: 'group',
    createdAt: input.now.toISOString(),
    auditSeq: 0,
    auditHash: GENESIS_HASH,
  };
}

/** An upload's reservation: unlisted until its file is checked, gone after a day otherwise. */
export function toReservation(input: NewDocument): DocumentItem {
  return {
    ...newDocumentItem(input, 'uploading'),
    ttl: Math.floor(input.now.getTime() / 1000) + RESERVATION_TTL_SECONDS,
  };
}

/**
 * A file the product wrote itself (a timesheet export): its bytes are known when the item is
 * written, so it starts as a listed draft with its hash, exactly as a checked upload ends.
 */
export function toGeneratedDocument(
  input: NewDocument & { sha256: string; engagementLetter?: EngagementLetterRef },
): DocumentItem {
  const item = newDocumentItem(input, 'draft');
  return {
    ...item,
    originalSha256: input.sha256,
    ...(input.engagementLetter ? { engagementLetter: input.engagementLetter } : {}),
    ...listedAttributes(item),
  };
}

/** What a checked document carries: listed in its library (GSI1) and among the owner's (GSI2). */
export function listedAttributes(
  document: Pick<DocumentItem, 'id' | 'createdAt' | 'libraryId' | 'ownerSub'>,
): Record<string, string> {
  const sort = { createdAt: document.createdAt, id: document.id };
  return {
    ...(document.libraryId
      ? documentKeys.indexAttributes('GSI1', { libraryId: document.libraryId, ...sort })
      : {}),
    ...documentKeys.indexAttributes('GSI2', { sub: document.ownerSub, ...sort }),
  };
}

export const isDocumentItem = (item: TableItem): item is DocumentItem =>
  documentKeys.parse(item) !== undefined;

export function toDocumentSummary(item: TableItem): TDocumentSummary {
  const d = item as Partial<DocumentItem>;
  return {
    id: String(d.id),
    title: String(d.title ?? ''),
    fileType: FILE_TYPES.find((type) => type === d.fileType) ?? 'pdf',
    status: d.status ?? 'draft',
    libraryId: typeof d.libraryId === 'string' ? d.libraryId : null,
    createdAt: String(d.createdAt ?? ''),
  };
}
