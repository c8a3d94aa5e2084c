import { documentRoutes } from '@contracts/documents/routes';
import { httpRoute } from '../../middleware/http-route';
import { createDocument as create } from '../../services/documents/create-document';
import { documentsDeps } from './deps';

export const createDocument = httpRoute(
  documentRoutes.createDocument,
  { deps: documentsDeps },
  async ({ body, identity, deps }) => create(deps, { sub: identity.sub, document: body }),
);
