import {
  documentMessages,
  MAX_UPLOAD_BYTES,
  type TDocumentSummary,
} from '@contracts/documents/document';
import { libraryMessages } from '@contracts/documents/library';
import { AppError, concurrentWrite, notFound } from '../../errors';
import type { Clock } from '../../ports/clock';
import { stagedKeyOf, type FileStore } from '../../ports/file-store';
import type { Table } from '../../ports/table';
import { createdEntry, sha256Hex, withAudit } from './audit-log';
import {
  contentTypeOf,
  documentKey,
  listedAttributes,
  toDocumentSummary,
  type DocumentItem,
} from './document-item';
import { matchesFileType } from './file-content';
import { countInLibrary } from './library-item';
import { ownedDocument } from './owned-document';
import { uploadExpiryKey } from './upload-expiry-item';

/** 422: the stored file is not what was promised; nothing of the upload is kept. */
const refused = (message: string) => new AppError('validation_error', message, { status: 422 });

/**
 * The browser has sent the file to the staged key: check what was stored before anyone can use
 * it. The object must exist, have exactly the declared size (at most 25 MB) and really be a PDF or
 * DOCX by its bytes. If not, the object and the reservation are both removed and the answer says
 * why. If so, the checked bytes are written to the original's key, which no upload URL names, and
 * one transaction makes the document a draft, lists it, counts it in its library, drops its
 * expiry entry and writes the first audit row; the original's SHA-256 is kept for the completion
 * certificate. The staged object is then deleted. A reservation past its day is gone (404).
 */
export async function completeUpload(
  deps: {
    table: Pick<Table, 'queryAll' | 'transaction'>;
    clock: Clock;
    documents: Pick<FileStore, 'get' | 'put' | 'delete'>;
  },
  input: { sub: string; id: string },
): Promise<TDocumentSummary> {
  const { document } = await ownedDocument(deps.table, { ...input, includeUploading: true });
  // Asked twice (a retried request): the first one already did the work.
  if (document.status !== 'uploading') return toDocumentSummary(document);
  const now = deps.clock.now();
  // The table may not have expired it yet; the sweep may be removing it right now.
  if (document.ttl !== undefined && document.ttl * 1000 <= now.getTime()) {
    await discard(deps, document);
    throw notFound(documentMessages.notFound);
  }

  const staged = stagedKeyOf(document.originalKey);
  const stored = await deps.documents.get(staged);
  const problem = !stored
    ? documentMessages.notUploaded
    : stored.body.byteLength > MAX_UPLOAD_BYTES
      ? documentMessages.tooLarge
      : stored.body.byteLength !== document.size || !matchesFileType(stored.body, document.fileType)
        ? documentMessages.contentMismatch
        : undefined;
  if (problem || !stored) {
    await discard(deps, document);
    throw refused(problem ?? documentMessages.notUploaded);
  }

  // The bytes just checked, not the staged object (which the URL may have replaced since), become
  // the original.
  await deps.documents.put({
    key: document.originalKey,
    body: stored.body,
    contentType: contentTypeOf(document),
  });
  const tx = deps.table.transaction().deleteIfAny(uploadExpiryKey(document));
  withAudit(tx, document, createdEntry(document, now.toISOString()), {
    changes: {
      set: {
        status: 'draft',
        originalSha256: sha256Hex(stored.body),
        ...listedAttributes(document),
      },
      remove: ['ttl'],
    },
    equals: { status: 'uploading' },
    // A second completion at the same moment: sent again, it answers the finished draft.
    otherwise: concurrentWrite(),
  });
  countInLibrary(tx, document, 1, notFound(libraryMessages.notFound));
  await tx.commit();
  // Accepted either way: a staged object left behind is the sweep's.
  await deps.documents.delete(staged).catch(() => undefined);
  return toDocumentSummary({ ...document, status: 'draft' });
}

/**
 * Removes the file and the reservation, so nothing of a refused upload stays behind (nor an
 * original that an earlier, failed acceptance wrote).
 */
async function discard(
  deps: { table: Pick<Table, 'transaction'>; documents: Pick<FileStore, 'delete'> },
  document: DocumentItem,
): Promise<void> {
  await deps.documents.delete(stagedKeyOf(document.originalKey));
  await deps.documents.delete(document.originalKey);
  await deps.table
    .transaction()
    .deleteIfAny(documentKey(document.id))
    .deleteIfAny(uploadExpiryKey(document))
    .commit();
}
