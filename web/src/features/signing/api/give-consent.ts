import type { TConsent } from '@contracts/documents/signing';
import { apiFetch } from '@/lib/api-client';
import { linkTokenHeaders } from '@/lib/link-token';
import { SIGNING_API } from './get-signing-session';

/** Accepts the electronic-records disclosure in the version shown (204). */
export const giveConsent = (token: string, body: TConsent) =>
  apiFetch<void>(`${SIGNING_API}/consent`, {
    method: 'POST',
    body,
    anonymous: true,
    headers: linkTokenHeaders(token),
  });
