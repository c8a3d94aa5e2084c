import { ZDocument } from '@contracts/documents/document';
import { ZVoidDocument } from '@contracts/documents/signing';
import { httpRoute } from '../../middleware/http-route';
import { voidDocument as voidIt } from '../../services/documents/signing/void-document';
import { documentsDeps } from './deps';
import { documentIdOf } from './path-params';

/** The voided document; each asked signer's notice follows from `DocumentVoided`. */
export const voidDocument = httpRoute(
  { access: 'user', deps: documentsDeps, body: ZVoidDocument, response: ZDocument },
  async ({ params, body, identity, deps }) =>
    voidIt(deps, { id: documentIdOf(params), sub: identity.sub, reason: body.reason }),
);
