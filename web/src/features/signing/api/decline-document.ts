import type { TDecline } from '@contracts/documents/signing';
import { signingRoutes } from '@contracts/signing/routes';
import { callApi } from '@/lib/call-api';
import { linkTokenHeaders } from '@/lib/link-token';

/** Declines to sign, with the reason the sender is told. */
export const declineDocument = (token: string, body: TDecline) =>
  callApi(signingRoutes.decline, {
    body,
    headers: linkTokenHeaders(token),
    schema: signingRoutes.decline.response,
  });
