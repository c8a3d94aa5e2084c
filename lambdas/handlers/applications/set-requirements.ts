import { ZApplicationDetail } from '@contracts/applications/application';
import { ZRoleRequirements } from '@contracts/applications/role-request';
import { httpRoute } from '../../middleware/http-route';
import { setRequirements as set } from '../../services/applications/set-requirements';
import { applicationsDeps } from './deps';
import { applicationIdOf } from './path-params';

export const setRequirements = httpRoute(
  {
    access: 'admin',
    deps: applicationsDeps,
    body: ZRoleRequirements,
    response: ZApplicationDetail,
  },
  async ({ params, body, deps }) => set(deps, { id: applicationIdOf(params), requirements: body }),
);
