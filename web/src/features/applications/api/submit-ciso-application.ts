import type { TCisoApplicationParsed } from '@contracts/applications/ciso-application';
import { applicationRoutes } from '@contracts/applications/routes';
import { callApi } from '@/lib/call-api';

/** Sends a professional application (spec §7 submit-ciso-application); the key stores it once. */
export const submitCisoApplication = (body: TCisoApplicationParsed, idempotencyKey: string) =>
  callApi(applicationRoutes.submitCiso, {
    body,
    schema: applicationRoutes.submitCiso.response,
    headers: { 'idempotency-key': idempotencyKey },
  });
