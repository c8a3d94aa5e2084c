import { apiFetch } from '@/lib/api-client';
import { documentKey } from './get-document';

/** Mails a signer who was asked but has not signed a fresh personal link. */
export const resendSignature = (id: string, order: number) =>
  apiFetch<unknown>(`${documentKey(id)}/signers/${order}/resend`, { method: 'POST' });
