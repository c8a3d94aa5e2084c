import { documentRoutes } from '@contracts/documents/routes';
import type { TSendDocument } from '@contracts/documents/signing';
import { callApi } from '@/lib/call-api';

const route = documentRoutes.sendDocument;

/**
 * Sends the signature requests: group mails everyone now, chain the first signer; with an
 * optional message for the signers and how many days the links work.
 */
export const sendDocument = (id: string, options: TSendDocument = {}) =>
  callApi(route, { params: { id }, body: options, schema: route.response });
