import { documentRoutes } from '@contracts/documents/routes';
import type { TVoidDocument } from '@contracts/documents/signing';
import { callApi } from '@/lib/call-api';

const route = documentRoutes.voidDocument;

/**
 * Withdraws a document out for signature, with the reason its signers are mailed; answers the
 * document as it now stands (`voided`). Any other status is refused (409, `voidMessages.notOpen`).
 */
export const voidDocument = (id: string, body: TVoidDocument) =>
  callApi(route, { params: { id }, body, schema: route.response });
