import type { TChangeOrderParsed, TSendLetterParsed } from '@contracts/engagements/engagement';
import { engagementRoutes } from '@contracts/engagements/routes';
import { callApi } from '@/lib/call-api';

/** Sends a draft's engagement letter for signature; answers the engagement awaiting it. */
export const sendLetter = (id: string, request: TSendLetterParsed) =>
  callApi(engagementRoutes.sendLetter, {
    params: { id },
    body: request,
    schema: engagementRoutes.sendLetter.response,
  });

/** Sends a change order of an active engagement for signature. */
export const sendChangeOrder = (id: string, request: TChangeOrderParsed) =>
  callApi(engagementRoutes.changeOrder, {
    params: { id },
    body: request,
    schema: engagementRoutes.changeOrder.response,
  });
