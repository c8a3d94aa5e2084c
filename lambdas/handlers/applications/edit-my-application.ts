import { applicationRoutes } from '@contracts/applications/routes';
import { httpRoute } from '../../middleware/http-route';
import type { Submission } from '../../services/applications/application-item';
import { editApplication } from '../../services/applications/edit-application';
import { applicationsDeps } from './deps';

export const editMyApplication = httpRoute(
  applicationRoutes.editMine,
  { deps: applicationsDeps },
  async ({ params, body, identity, deps }) =>
    editApplication(deps, {
      id: params.id,
      sub: identity.sub,
      changes: body as Submission,
    }),
);
