import { applicationRoutes } from '@contracts/applications/routes';
import { httpRoute } from '../../middleware/http-route';
import { addNote as add } from '../../services/applications/add-note';
import { applicationsDeps } from './deps';

export const addNote = httpRoute(
  applicationRoutes.addNote,
  { deps: applicationsDeps },
  async ({ params, body, identity, deps }) =>
    add(deps, { id: params.id, sub: identity.sub, text: body.text }),
);
