import { documentRoutes } from '@contracts/documents/routes';
import { httpRoute } from '../../middleware/http-route';
import { saveWorkflow as save } from '../../services/documents/save-workflow';
import { documentsDeps } from './deps';

export const saveWorkflow = httpRoute(
  documentRoutes.saveWorkflow,
  { deps: documentsDeps },
  async ({ params, body, identity, deps }) =>
    save(deps, { sub: identity.sub, id: params.id, workflow: body }),
);
