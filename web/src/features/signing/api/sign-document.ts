import { ZSigningOutcome, type TSignSubmission } from '@contracts/documents/signing';
import { apiFetch } from '@/lib/api-client';
import { signingSessionKey } from './get-signing-session';

/** Signs with the signature and the field values; the link is used up by it. */
export const signDocument = (token: string, body: TSignSubmission) =>
  apiFetch(`${signingSessionKey(token)}/sign`, {
    method: 'POST',
    body,
    anonymous: true,
    schema: ZSigningOutcome,
  });
