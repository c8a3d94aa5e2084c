import { ZSigningOutcome, type TDecline } from '@contracts/documents/signing';
import { apiFetch } from '@/lib/api-client';
import { linkTokenHeaders } from '@/lib/link-token';
import { SIGNING_API } from './get-signing-session';

/** Declines to sign, with the reason the sender is told. */
export const declineDocument = (token: string, body: TDecline) =>
  apiFetch(`${SIGNING_API}/decline`, {
    method: 'POST',
    body,
    anonymous: true,
    headers: linkTokenHeaders(token),
    schema: ZSigningOutcome,
  });
