import { documentRoutes } from '@contracts/documents/routes';
import { callApi } from '@/lib/call-api';

/** Mails a signer who was asked but has not signed a fresh personal link. */
export const resendSignature = (id: string, order: number) =>
  callApi(documentRoutes.resendSignature, { params: { id, order } });
