import { ZApplicationDetail } from '@contracts/applications/application';
import { httpRoute } from '../../middleware/http-route';
import { getApplication as get } from '../../services/applications/get-application';
import { applicationsDeps } from './deps';
import { applicationIdOf } from './path-params';

export const getApplication = httpRoute(
  { access: 'admin', deps: applicationsDeps, response: ZApplicationDetail },
  async ({ params, deps }) => get(deps, applicationIdOf(params)),
);
