import {
  SIGNED_URL_SECONDS,
  type TDownloadUrl,
  type DOWNLOAD_VERSIONS,
} from '@contracts/documents/document';
import { notFound } from '../../errors';
import type { Clock } from '../../ports/clock';
import type { FileStore } from '../../ports/file-store';
import type { Table } from '../../ports/table';
import type { DocumentItem } from './document-item';
import { ownedDocument } from './owned-document';

export const signedCopyMissing = 'The signed copy is not ready yet';
export const certificateMissing = 'The certificate is not ready yet';

/** The name the browser saves a file under: the title, and what the file is. */
export function downloadName(
  document: Pick<DocumentItem, 'title' | 'fileType'>,
  version: (typeof DOWNLOAD_VERSIONS)[number],
): string {
  const title = document.title.replace(/[\\/:*?"<>|]+/g, ' ').trim() || 'document';
  if (version === 'signed') return `${title} (signed).pdf`;
  if (version === 'certificate') return `${title} (certificate of completion).pdf`;
  return `${title}.${document.fileType}`;
}

/**
 * A link to one of the caller's files, valid for an hour (spec §9): the original, or once sealed
 * the sealed copy (for a DOCX that is the completion certificate, a PDF) or the certificate alone. `inline` is for the
 * in-app viewer; otherwise the browser saves the file under the document's title.
 */
export async function getDownloadUrl(
  deps: { table: Pick<Table, 'queryAll'>; clock: Clock; documents: Pick<FileStore, 'presignGet'> },
  input: {
    sub: string;
    id: string;
    version: (typeof DOWNLOAD_VERSIONS)[number];
    inline: boolean;
  },
): Promise<TDownloadUrl> {
  const { document } = await ownedDocument(deps.table, input);
  const key = {
    original: document.originalKey,
    signed: document.signedKey,
    certificate: document.certificateKey,
  }[input.version];
  if (typeof key !== 'string' || key === '')
    throw notFound(input.version === 'certificate' ? certificateMissing : signedCopyMissing);
  const fileName = downloadName(document, input.version);
  const url = await deps.documents.presignGet({
    key,
    expiresInSeconds: SIGNED_URL_SECONDS,
    ...(input.inline ? {} : { downloadName: fileName }),
  });
  const expiresAt = new Date(deps.clock.now().getTime() + SIGNED_URL_SECONDS * 1000);
  return { url, expiresAt: expiresAt.toISOString(), fileName };
}
