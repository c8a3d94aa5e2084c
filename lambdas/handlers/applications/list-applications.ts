import { ZApplicationList, ZApplicationListQuery } from '@contracts/applications/application';
import { httpRoute } from '../../middleware/http-route';
import { listApplications as list } from '../../services/applications/list-applications';
import { applicationsDeps } from './deps';

export const listApplications = httpRoute(
  {
    access: 'admin',
    deps: applicationsDeps,
    query: ZApplicationListQuery,
    response: ZApplicationList,
  },
  async ({ query, deps }) => list(deps, query),
);
