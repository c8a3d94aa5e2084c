import type { TSignSubmission } from '@contracts/documents/signing';
import { signingRoutes } from '@contracts/signing/routes';
import { callApi } from '@/lib/call-api';
import { linkTokenHeaders } from '@/lib/link-token';

/** Signs with the signature and the field values; the link is used up by it. */
export const signDocument = (token: string, body: TSignSubmission) =>
  callApi(signingRoutes.sign, {
    body,
    headers: linkTokenHeaders(token),
    schema: signingRoutes.sign.response,
  });
