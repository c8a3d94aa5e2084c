import { SIGNED_URL_SECONDS } from '@contracts/documents/document';
import type { Clock } from '../../../ports/clock';
import type { FileStore } from '../../../ports/file-store';
import type { Table } from '../../../ports/table';
import { documentKey, type DocumentItem } from '../document-item';
import { signedCopyTokenKey, type SignedCopyTokenItem } from './signed-copy-link';

export const signedCopyMessages = {
  invalid:
    'This download link is not valid. Please use the link from your most recent e-mail, or ask the sender for a copy.',
  expired:
    'This download link has expired. Please ask the sender for a copy of the signed document.',
} as const;

export type SignedCopyAnswer =
  { kind: 'file'; url: string } | { kind: 'invalid' | 'expired'; message: string };

/** 32 random bytes in base64url: anything else is not a link we sent. */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** The file name the signer's browser saves. */
export function signedCopyFileName(document: Pick<DocumentItem, 'title' | 'fileType'>): string {
  const base = document.title.replace(/[\\/:*?"<>|\r\n]+/g, ' ').trim() || 'document';
  return document.fileType === 'pdf' ? `${base} (signed).pdf` : `${base} (certificate).pdf`;
}

/**
 * `GET /api/signed-copy/{token}`: a signer's personal link to the sealed copy. A good link
 * answers a presigned download of the file (valid for the spec's hour); a forged, expired or
 * orphaned one (the document was deleted) answers a page saying so, never another file.
 */
export async function openSignedCopy(
  deps: { table: Pick<Table, 'get'>; documents: FileStore; clock: Clock },
  token: string,
): Promise<SignedCopyAnswer> {
  const invalid = { kind: 'invalid', message: signedCopyMessages.invalid } as const;
  if (!TOKEN.test(token)) return invalid;
  const link = await deps.table.get<SignedCopyTokenItem>(signedCopyTokenKey(token));
  if (!link) return invalid;
  if (Date.parse(link.expiresAt) <= deps.clock.now().getTime())
    return { kind: 'expired', message: signedCopyMessages.expired };
  const document = await deps.table.get<DocumentItem>(documentKey(link.documentId));
  if (!document?.signedKey) return invalid;
  const url = await deps.documents.presignGet({
    key: document.signedKey,
    expiresInSeconds: SIGNED_URL_SECONDS,
    downloadName: signedCopyFileName(document),
  });
  return { kind: 'file', url };
}
