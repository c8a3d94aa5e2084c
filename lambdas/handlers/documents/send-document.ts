import { ZDocument } from '@contracts/documents/document';
import { httpRoute } from '../../middleware/http-route';
import { sendDocument as send } from '../../services/documents/signing/send-document';
import { documentsDeps } from './deps';
import { documentIdOf } from './path-params';

/** Spec §7 send-signature-request: the mails follow from `SignatureRequested`. */
export const sendDocument = httpRoute(
  { access: 'user', deps: documentsDeps, response: ZDocument },
  async ({ params, identity, deps, log }) =>
    send(deps, { id: documentIdOf(params), sub: identity.sub, log }),
);
