import { documentRoutes } from '@contracts/documents/routes';
import { httpRoute } from '../../middleware/http-route';
import { completeUpload as complete } from '../../services/documents/complete-upload';
import { documentsDeps } from './deps';

export const completeUpload = httpRoute(
  documentRoutes.completeUpload,
  { deps: documentsDeps },
  async ({ params, identity, deps }) => complete(deps, { sub: identity.sub, id: params.id }),
);
