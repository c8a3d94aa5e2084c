import { ZSigningOutcome, type TDecline } from '@contracts/documents/signing';
import { apiFetch } from '@/lib/api-client';
import { signingSessionKey } from './get-signing-session';

/** Declines to sign, with the reason the sender is told. */
export const declineDocument = (token: string, body: TDecline) =>
  apiFetch(`${signingSessionKey(token)}/decline`, {
    method: 'POST',
    body,
    anonymous: true,
    schema: ZSigningOutcome,
  });
