import { documentRoutes } from '@contracts/documents/routes';
import { httpRoute } from '../../middleware/http-route';
import { sendDocument as send } from '../../services/documents/signing/send-document';
import { documentsDeps } from './deps';

/**
 * Spec §7 send-signature-request: the mails follow from `SignatureRequested`. The body is optional
 * (a send without one has no message and the longest links).
 */
export const sendDocument = httpRoute(
  documentRoutes.sendDocument,
  { deps: documentsDeps },
  async ({ params, body, identity, deps, log }) =>
    send(deps, { id: params.id, sub: identity.sub, log, ...body }),
);
