import { ZSubmitted } from '@contracts/applications/application';
import type { TCisoApplicationParsed } from '@contracts/applications/ciso-application';
import { apiFetch } from '@/lib/api-client';

/** Sends a professional application (spec §7 submit-ciso-application); the key stores it once. */
export const submitCisoApplication = (body: TCisoApplicationParsed, idempotencyKey: string) =>
  apiFetch('/api/applications/ciso', {
    method: 'POST',
    body,
    schema: ZSubmitted,
    headers: { 'idempotency-key': idempotencyKey },
  });
