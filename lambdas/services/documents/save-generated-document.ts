import { CONTENT_TYPES } from '@contracts/documents/document';
import { libraryMessages } from '@contracts/documents/library';
import { AppError, conflict, ID_TAKEN, notFound } from '../../errors';
import type { Clock } from '../../ports/clock';
import type { FileStore } from '../../ports/file-store';
import type { Mailer } from '../../ports/mailer';
import type { Table } from '../../ports/table';
import { createdEntry, createWithAudit, sha256Hex } from './audit-log';
import {
  documentKey,
  toGeneratedDocument,
  type DocumentItem,
  type EngagementLetterRef,
} from './document-item';
import { countInLibrary } from './library-item';

/** Where a generated file came from, in its first audit row, unless the caller names another. */
export const TIMESHEET_EXPORT_SOURCE = 'timesheet export';

/**
 * What a consumer that makes a file (a timesheet export, an invoice) and delivers it needs: the
 * table for its record, the library's document and the mail's claim, the bucket, the mailer.
 */
export interface FileDeliveryDeps {
  table: Pick<
    Table,
    'get' | 'transaction' | 'putIfAbsent' | 'update' | 'delete' | 'updateExisting'
  >;
  clock: Clock;
  documents: FileStore;
  mailer: Mailer;
}

/** How one request for a file ended: made, made before (a redelivery), failed for good, or gone. */
export type FileDeliveryOutcome = 'done' | 'already done' | 'failed' | 'gone';

export interface GeneratedDocument {
  /** Chosen by the caller, the same on every retry (an export's id): what makes this idempotent. */
  id: string;
  sub: string;
  libraryId: string;
  title: string;
  fileName: string;
  fileType: 'pdf' | 'csv';
  bytes: Uint8Array;
  /** When the document counts as created (its place in the lists); default now. */
  at?: Date;
  /** Recorded in the `created` audit row; default `timesheet export`. */
  source?: string;
  /** The engagement letter the file is, for its seal, void or decline to tell the engagement. */
  engagementLetter?: EngagementLetterRef;
}

/**
 * Saves a file the product made (a timesheet export) to one of the owner's libraries as a
 * document. The bytes are stored first, at the key every document's original has; then one
 * transaction creates the document as a checked, listed draft together with its `created` audit
 * row, and counts it in the library on condition that the library exists. A missing library
 * answers 404 and the stored object is removed again, so nothing is left behind.
 *
 * A retried event calls this again with the same id: the document exists already, so nothing is
 * written a second time (the library's count moves once) and the answer says `created: false`.
 */
export async function saveGeneratedDocument(
  deps: {
    table: Pick<Table, 'get' | 'transaction'>;
    clock: Clock;
    documents: Pick<FileStore, 'put' | 'delete'>;
  },
  input: GeneratedDocument,
): Promise<{ documentId: string; created: boolean }> {
  const existing = await existingDocument(deps.table, input);
  if (existing) return { documentId: input.id, created: false };

  const now = deps.clock.now();
  const document = toGeneratedDocument({
    id: input.id,
    sub: input.sub,
    libraryId: input.libraryId,
    title: input.title,
    description: '',
    fileName: input.fileName,
    fileType: input.fileType,
    size: input.bytes.byteLength,
    sha256: sha256Hex(input.bytes),
    now: input.at ?? now,
    ...(input.engagementLetter ? { engagementLetter: input.engagementLetter } : {}),
  });
  await deps.documents.put({
    key: document.originalKey,
    body: input.bytes,
    contentType: CONTENT_TYPES[document.fileType],
  });

  const taken = conflict(ID_TAKEN);
  const libraryMissing = notFound(libraryMessages.notFound);
  const tx = deps.table.transaction();
  createWithAudit(
    tx,
    document,
    createdEntry(document, now.toISOString(), input.source ?? TIMESHEET_EXPORT_SOURCE),
    taken,
  );
  countInLibrary(tx, document, 1, libraryMissing);
  try {
    await tx.commit();
  } catch (error) {
    // The same event handled twice at once: the other call saved it (under the same key, with the
    // same bytes), so its object stays.
    if (error === taken && (await existingDocument(deps.table, input)))
      return { documentId: input.id, created: false };
    if (error === libraryMissing) await deps.documents.delete(document.originalKey);
    throw error;
  }
  return { documentId: document.id, created: true };
}

/**
 * `saveGeneratedDocument` for an event consumer whose library may have been deleted since the
 * file was asked for: the saved document's id, or `undefined` when the library is gone, for the
 * caller to tell the owner. Any other failure is thrown, so the event is retried.
 */
export async function saveUnlessLibraryDeleted(
  deps: Parameters<typeof saveGeneratedDocument>[0],
  input: GeneratedDocument,
): Promise<string | undefined> {
  try {
    return (await saveGeneratedDocument(deps, input)).documentId;
  } catch (error) {
    if (error instanceof AppError && error.code === 'not_found') return undefined;
    throw error;
  }
}

/**
 * The document saved by an earlier call with this id, if any. An id held by another owner's
 * document is never taken over (409); the caller's ids are unique, so that is never expected.
 */
async function existingDocument(
  table: Pick<Table, 'get'>,
  input: Pick<GeneratedDocument, 'id' | 'sub'>,
): Promise<boolean> {
  const item = await table.get<DocumentItem>(documentKey(input.id), {
    consistent: true,
    projection: ['ownerSub', 'status'],
  });
  if (!item) return false;
  if (item.ownerSub !== input.sub || item.status === 'uploading') throw conflict(ID_TAKEN);
  return true;
}
