import { documentMessages, isSignableFileType } from '@contracts/documents/document';
import { conflict } from '../../errors';
import type { DocumentItem } from './document-item';

/**
 * Signers, fields, sending and resending are for the kinds of file that can be signed. A CSV the
 * product saved is kept, viewed and downloaded, never signed: 409, whatever its state.
 */
export function assertSignable(document: Pick<DocumentItem, 'fileType'>): void {
  if (!isSignableFileType(document.fileType)) throw conflict(documentMessages.notSignable);
}
