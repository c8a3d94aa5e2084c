import { ZDocument } from '@contracts/documents/document';
import { apiFetch } from '@/lib/api-client';
import { documentKey } from './get-document';

/**
 * Gives every signer still waiting a new 30-day link, mailed to them; an expired request goes
 * back out. Answers the document as it now stands.
 */
export const extendRequest = (id: string) =>
  apiFetch(`${documentKey(id)}/extend`, { method: 'POST', schema: ZDocument });
