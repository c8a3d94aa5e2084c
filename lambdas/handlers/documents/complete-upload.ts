import { ZDocumentSummary } from '@contracts/documents/document';
import { httpRoute } from '../../middleware/http-route';
import { completeUpload as complete } from '../../services/documents/complete-upload';
import { documentsDeps } from './deps';
import { documentIdOf } from './path-params';

export const completeUpload = httpRoute(
  { access: 'user', deps: documentsDeps, response: ZDocumentSummary },
  async ({ params, identity, deps }) =>
    complete(deps, { sub: identity.sub, id: documentIdOf(params) }),
);
