import { documentRoutes } from '@contracts/documents/routes';
import { httpRoute } from '../../middleware/http-route';
import { voidDocument as voidIt } from '../../services/documents/signing/void-document';
import { documentsDeps } from './deps';

/** The voided document; each asked signer's notice follows from `DocumentVoided`. */
export const voidDocument = httpRoute(
  documentRoutes.voidDocument,
  { deps: documentsDeps },
  async ({ params, body, identity, deps }) =>
    voidIt(deps, { id: params.id, sub: identity.sub, reason: body.reason }),
);
