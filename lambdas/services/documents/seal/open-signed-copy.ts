import { SIGNED_URL_SECONDS } from '@contracts/documents/document';
import { signedCopyMessages, type TSignedCopyLink } from '@contracts/documents/signed-copy';
import { AppError, notFound } from '../../../errors';
import type { Clock } from '../../../ports/clock';
import type { FileStore } from '../../../ports/file-store';
import type { Table } from '../../../ports/table';
import { documentKey, type DocumentItem } from '../document-item';
import { signedCopyTokenKey, type SignedCopyTokenItem } from './signed-copy-link';

/** The file name the signer's browser saves. */
export function signedCopyFileName(document: Pick<DocumentItem, 'title' | 'fileType'>): string {
  const base = document.title.replace(/[\\/:*?"<>|\r\n]+/g, ' ').trim() || 'document';
  return document.fileType === 'pdf' ? `${base} (signed).pdf` : `${base} (certificate).pdf`;
}

/**
 * `GET /api/signed-copy` (the token in its header): a signer's personal link to the sealed copy.
 * A good link answers a presigned download of the file (valid for the spec's hour); a missing,
 * forged or orphaned one (the document was deleted) answers 404 and an expired one 410, never
 * another file.
 */
export async function openSignedCopy(
  deps: { table: Pick<Table, 'get'>; documents: FileStore; clock: Clock },
  token: string | undefined,
): Promise<TSignedCopyLink> {
  if (!token) throw notFound(signedCopyMessages.invalid);
  const link = await deps.table.get<SignedCopyTokenItem>(signedCopyTokenKey(token));
  if (!link) throw notFound(signedCopyMessages.invalid);
  if (Date.parse(link.expiresAt) <= deps.clock.now().getTime())
    throw new AppError('not_found', signedCopyMessages.expired, { status: 410 });
  const document = await deps.table.get<DocumentItem>(documentKey(link.documentId));
  if (!document?.signedKey) throw notFound(signedCopyMessages.invalid);
  const url = await deps.documents.presignGet({
    key: document.signedKey,
    expiresInSeconds: SIGNED_URL_SECONDS,
    downloadName: signedCopyFileName(document),
  });
  return { url };
}
