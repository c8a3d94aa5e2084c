import {
  documentMessages,
  MAX_UPLOAD_BYTES,
  type TDocumentSummary,
} from '@contracts/documents/document';
import { libraryMessages } from '@contracts/documents/library';
import { AppError, concurrentWrite, notFound } from '../../errors';
import type { Clock } from '../../ports/clock';
import type { FileStore } from '../../ports/file-store';
import type { Table } from '../../ports/table';
import { createdEntry, sha256Hex, withAudit } from './audit-log';
import {
  documentKey,
  listedAttributes,
  toDocumentSummary,
  type DocumentItem,
} from './document-item';
import { matchesFileType } from './file-content';
import { countInLibrary } from './library-item';
import { ownedDocument } from './owned-document';

/** 422: the stored file is not what was promised; nothing of the upload is kept. */
const refused = (message: string) => new AppError('validation_error', message, { status: 422 });

/**
 * The browser has sent the file: check what was stored before anyone can use it. The object must
 * exist, have exactly the declared size (at most 25 MB) and really be a PDF or DOCX by its bytes.
 * If not, the object and the reservation are both removed and the answer says why. If so, one
 * transaction makes the document a draft, lists it, counts it in its library and writes the
 * first audit row; the original's SHA-256 is kept for the completion certificate.
 */
export async function completeUpload(
  deps: {
    table: Pick<Table, 'queryAll' | 'transaction' | 'delete'>;
    clock: Clock;
    documents: Pick<FileStore, 'get' | 'delete'>;
  },
  input: { sub: string; id: string },
): Promise<TDocumentSummary> {
  const { document } = await ownedDocument(deps.table, { ...input, includeUploading: true });
  // Asked twice (a retried request): the first one already did the work.
  if (document.status !== 'uploading') return toDocumentSummary(document);

  const stored = await deps.documents.get(document.originalKey);
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

  const tx = deps.table.transaction();
  withAudit(tx, document, createdEntry(document, deps.clock.now().toISOString()), {
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
  return toDocumentSummary({ ...document, status: 'draft' });
}

/** Removes the file and the reservation, so nothing of a refused upload stays behind. */
async function discard(
  deps: { table: Pick<Table, 'delete'>; documents: Pick<FileStore, 'delete'> },
  document: DocumentItem,
): Promise<void> {
  await deps.documents.delete(document.originalKey);
  await deps.table.delete(documentKey(document.id));
}
