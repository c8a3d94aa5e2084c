import type { TConsent } from '@contracts/documents/signing';
import { signingRoutes } from '@contracts/signing/routes';
import { callApi } from '@/lib/call-api';
import { linkTokenHeaders } from '@/lib/link-token';

/** Accepts the electronic-records disclosure in the version shown (204). */
export const giveConsent = (token: string, body: TConsent) =>
  callApi(signingRoutes.consent, { body, headers: linkTokenHeaders(token) });
