import { ZSigningOutcome, type TSignSubmission } from '@contracts/documents/signing';
import { apiFetch } from '@/lib/api-client';
import { linkTokenHeaders } from '@/lib/link-token';
import { SIGNING_API } from './get-signing-session';

/** Signs with the signature and the field values; the link is used up by it. */
export const signDocument = (token: string, body: TSignSubmission) =>
  apiFetch(`${SIGNING_API}/sign`, {
    method: 'POST',
    body,
    anonymous: true,
    headers: linkTokenHeaders(token),
    schema: ZSigningOutcome,
  });
