import { ZDocument } from '@contracts/documents/document';
import { httpRoute } from '../../middleware/http-route';
import { extendRequest as extend } from '../../services/documents/signing/extend-request';
import { documentsDeps } from './deps';
import { documentIdOf } from './path-params';

/** The document with its new links stored; the mails follow from `SignatureRequested`. */
export const extendRequest = httpRoute(
  { access: 'user', deps: documentsDeps, response: ZDocument },
  async ({ params, identity, deps }) =>
    extend(deps, { id: documentIdOf(params), sub: identity.sub }),
);
