import {
  CONTENT_TYPES,
  documentMessages,
  fileTypeOf,
  SIGNED_URL_SECONDS,
  type TCreateDocumentParsed,
  type TCreatedUpload,
} from '@contracts/documents/document';
import { libraryMessages } from '@contracts/documents/library';
import { badRequest, conflict, ID_TAKEN, notFound } from '../../errors';
import type { Clock } from '../../ports/clock';
import { stagedKeyOf, type FileStore } from '../../ports/file-store';
import type { IdGenerator } from '../../ports/ids';
import type { Table } from '../../ports/table';
import { toDocumentSummary, toReservation } from './document-item';
import { libraryKey } from './library-item';
import { toUploadExpiry } from './upload-expiry-item';

/**
 * Reserves a document and answers where the browser uploads its file: a presigned PUT for exactly
 * one key, the file type's content type and the declared size, so the browser can send nothing
 * else. The key is the original's staged key, never the original itself, so the URL cannot
 * change the file once it is accepted. The reservation is not listed anywhere and expires after
 * a day unless the upload is completed (complete-upload.ts); its expiry entry lets the upload
 * sweep remove it and its staged file then. A library, if named, must be the caller's.
 */
export async function createDocument(
  deps: {
    table: Pick<Table, 'transaction'>;
    clock: Clock;
    ids: IdGenerator;
    documents: Pick<FileStore, 'presignPut'>;
  },
  input: { sub: string; document: TCreateDocumentParsed },
): Promise<TCreatedUpload> {
  const { document } = input;
  const fileType = fileTypeOf(document.fileName);
  // The contract refuses other names already; this keeps the type narrow.
  if (!fileType) throw badRequest(documentMessages.fileType);
  const now = deps.clock.now();
  const item = toReservation({
    id: deps.ids.newId(),
    sub: input.sub,
    libraryId: document.libraryId,
    title: document.title,
    description: document.description,
    fileName: document.fileName,
    fileType,
    size: document.size,
    now,
  });
  const tx = deps.table.transaction().create(item, conflict(ID_TAKEN)).put(toUploadExpiry(item));
  if (document.libraryId)
    tx.check(
      libraryKey(input.sub, document.libraryId),
      { exists: true },
      notFound(libraryMessages.notFound),
    );
  await tx.commit();

  const contentType = CONTENT_TYPES[fileType];
  const url = await deps.documents.presignPut({
    key: stagedKeyOf(item.originalKey),
    contentType,
    contentLength: document.size,
    expiresInSeconds: SIGNED_URL_SECONDS,
  });
  return {
    document: toDocumentSummary(item),
    upload: {
      url,
      headers: { 'Content-Type': contentType },
      expiresAt: new Date(now.getTime() + SIGNED_URL_SECONDS * 1000).toISOString(),
    },
  };
}
