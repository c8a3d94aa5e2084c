import { ZDocument } from '@contracts/documents/document';
import type { TVoidDocument } from '@contracts/documents/signing';
import { apiFetch } from '@/lib/api-client';
import { documentKey } from './get-document';

/** The void route of one document. */
export const voidDocumentKey = (id: string) => `${documentKey(id)}/void`;

/**
 * Withdraws a document out for signature, with the reason its signers are mailed; answers the
 * document as it now stands (`voided`). Any other status is refused (409, `voidMessages.notOpen`).
 */
export const voidDocument = (id: string, body: TVoidDocument) =>
  apiFetch(voidDocumentKey(id), { method: 'POST', body, schema: ZDocument });
