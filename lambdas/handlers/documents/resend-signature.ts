import { ZDocument } from '@contracts/documents/document';
import { httpRoute } from '../../middleware/http-route';
import { resendSignature as resend } from '../../services/documents/signing/resend-signature';
import { documentsDeps } from './deps';
import { documentIdOf, signerOrderOf } from './path-params';

/** The document once the signer's new link is stored; the mail follows from `SignatureRequested`. */
export const resendSignature = httpRoute(
  { access: 'user', deps: documentsDeps, response: ZDocument },
  async ({ params, identity, deps, log }) =>
    resend(deps, {
      id: documentIdOf(params),
      sub: identity.sub,
      order: signerOrderOf(params),
      log,
    }),
);
