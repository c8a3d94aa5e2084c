import { ZApplicationDetail, ZChangeStatus } from '@contracts/applications/application';
import { httpRoute } from '../../middleware/http-route';
import { changeStatus as change } from '../../services/applications/change-status';
import { applicationsDeps } from './deps';
import { applicationIdOf } from './path-params';

export const changeStatus = httpRoute(
  { access: 'admin', deps: applicationsDeps, body: ZChangeStatus, response: ZApplicationDetail },
  async ({ params, body, identity, deps }) =>
    change(deps, { id: applicationIdOf(params), sub: identity.sub, ...body }),
);
