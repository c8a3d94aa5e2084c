import type { TPartnerApplicationParsed } from '@contracts/applications/partner-application';
import { applicationRoutes } from '@contracts/applications/routes';
import { callApi } from '@/lib/call-api';

/** Sends a partner application (spec §7 submit-partner-application); the key stores it once. */
export const submitPartnerApplication = (body: TPartnerApplicationParsed, idempotencyKey: string) =>
  callApi(applicationRoutes.submitPartner, {
    body,
    schema: applicationRoutes.submitPartner.response,
    headers: { 'idempotency-key': idempotencyKey },
  });
