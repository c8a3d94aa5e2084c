import { documentRoutes } from '@contracts/documents/routes';
import { httpRoute } from '../../middleware/http-route';
import { resendSignature as resend } from '../../services/documents/signing/resend-signature';
import { documentsDeps } from './deps';

/** The document once the signer's new link is stored; the mail follows from `SignatureRequested`. */
export const resendSignature = httpRoute(
  documentRoutes.resendSignature,
  { deps: documentsDeps },
  async ({ params, identity, deps, log }) =>
    resend(deps, {
      id: params.id,
      sub: identity.sub,
      order: params.order,
      log,
    }),
);
