import { documentRoutes } from '@contracts/documents/routes';
import { httpRoute } from '../../middleware/http-route';
import { createTemplate as create } from '../../services/documents/templates/create-template';
import { documentsDeps } from './deps';

export const createTemplate = httpRoute(
  documentRoutes.createTemplate,
  { deps: documentsDeps },
  async ({ body, identity, deps }) => create(deps, { sub: identity.sub, template: body }),
);
