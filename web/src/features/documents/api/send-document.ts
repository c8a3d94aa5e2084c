import { ZDocument } from '@contracts/documents/document';
import { apiFetch } from '@/lib/api-client';
import { documentKey } from './get-document';

/** Sends the signature requests: group mails everyone now, chain the first signer. */
export const sendDocument = (id: string) =>
  apiFetch(`${documentKey(id)}/send`, { method: 'POST', schema: ZDocument });
