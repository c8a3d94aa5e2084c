import { ZDocument } from '@contracts/documents/document';
import type { TSendDocument } from '@contracts/documents/signing';
import { apiFetch } from '@/lib/api-client';
import { documentKey } from './get-document';

/**
 * Sends the signature requests: group mails everyone now, chain the first signer; with an
 * optional message for the signers and how many days the links work.
 */
export const sendDocument = (id: string, options: TSendDocument = {}) =>
  apiFetch(`${documentKey(id)}/send`, { method: 'POST', body: options, schema: ZDocument });
