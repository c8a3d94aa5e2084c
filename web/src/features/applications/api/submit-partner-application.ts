import { ZSubmitted } from '@contracts/applications/application';
import type { TPartnerApplicationParsed } from '@contracts/applications/partner-application';
import { apiFetch } from '@/lib/api-client';

/** Sends a partner application (spec §7 submit-partner-application); the key stores it once. */
export const submitPartnerApplication = (body: TPartnerApplicationParsed, idempotencyKey: string) =>
  apiFetch('/api/applications/partner', {
    method: 'POST',
    body,
    schema: ZSubmitted,
    headers: { 'idempotency-key': idempotencyKey },
  });
