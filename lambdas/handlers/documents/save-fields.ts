import { documentRoutes } from '@contracts/documents/routes';
import { httpRoute } from '../../middleware/http-route';
import { saveFields as save } from '../../services/documents/save-fields';
import { documentsDeps } from './deps';

export const saveFields = httpRoute(
  documentRoutes.saveFields,
  { deps: documentsDeps },
  async ({ params, body, identity, deps }) =>
    save(deps, { sub: identity.sub, id: params.id, fields: body.fields }),
);
