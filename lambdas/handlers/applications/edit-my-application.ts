import { ZApplicationChanges, ZMyApplication } from '@contracts/applications/my-applications';
import { httpRoute } from '../../middleware/http-route';
import type { Submission } from '../../services/applications/application-item';
import { editApplication } from '../../services/applications/edit-application';
import { applicationsDeps } from './deps';
import { applicationIdOf } from './path-params';

export const editMyApplication = httpRoute(
  { access: 'user', deps: applicationsDeps, body: ZApplicationChanges, response: ZMyApplication },
  async ({ params, body, identity, deps }) =>
    editApplication(deps, {
      id: applicationIdOf(params),
      sub: identity.sub,
      changes: body as Submission,
    }),
);
