import { uploadExpiryKeys } from '../../keys/upload-expiry';
import { stagedKeyOf } from '../../ports/file-store';
import type { TableItem, TableKey } from '../../ports/table';
import { RESERVATION_TTL_SECONDS, type DocumentItem } from './document-item';

/** The entry the upload sweep finds a reservation by once it has run out. */
export interface UploadExpiryItem extends TableItem {
  documentId: string;
  expiresAt: string;
  /** Where the browser uploads (`staging/{originalKey}`): removed with the reservation. */
  stagedKey: string;
}

const expiresAtOf = (document: Pick<DocumentItem, 'createdAt'>): string =>
  new Date(Date.parse(document.createdAt) + RESERVATION_TTL_SECONDS * 1000).toISOString();

/** The reservation's expiry entry, written in the same transaction as the reservation. */
export const toUploadExpiry = (
  document: Pick<DocumentItem, 'id' | 'createdAt' | 'originalKey'>,
): UploadExpiryItem => {
  const expiresAt = expiresAtOf(document);
  return {
    ...uploadExpiryKeys.key({ expiresAt, documentId: document.id }),
    documentId: document.id,
    expiresAt,
    stagedKey: stagedKeyOf(document.originalKey),
  };
};

/** Its key, for the transaction that accepts the file or the removal of a refused one. */
export const uploadExpiryKey = (document: Pick<DocumentItem, 'id' | 'createdAt'>): TableKey =>
  uploadExpiryKeys.key({ expiresAt: expiresAtOf(document), documentId: document.id });
