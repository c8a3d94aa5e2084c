import type { TConsent } from '@contracts/documents/signing';
import { apiFetch } from '@/lib/api-client';
import { signingSessionKey } from './get-signing-session';

/** Accepts the electronic-records disclosure in the version shown (204). */
export const giveConsent = (token: string, body: TConsent) =>
  apiFetch<void>(`${signingSessionKey(token)}/consent`, { method: 'POST', body, anonymous: true });
