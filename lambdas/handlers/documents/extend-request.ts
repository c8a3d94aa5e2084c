import { documentRoutes } from '@contracts/documents/routes';
import { httpRoute } from '../../middleware/http-route';
import { extendRequest as extend } from '../../services/documents/signing/extend-request';
import { documentsDeps } from './deps';

/** The document with its new links stored; the mails follow from `SignatureRequested`. */
export const extendRequest = httpRoute(
  documentRoutes.extendRequest,
  { deps: documentsDeps },
  async ({ params, identity, deps }) => extend(deps, { id: params.id, sub: identity.sub }),
);
