import { engagementRoutes } from '@contracts/engagements/routes';
import { httpRoute } from '../../middleware/http-route';
import { engagementBudget as budget } from '../../services/engagements/engagement-budget';
import { engagementsDeps } from './deps';

export const engagementBudget = httpRoute(
  engagementRoutes.budget,
  { deps: engagementsDeps },
  async ({ params, query, identity, deps }) =>
    budget(deps, { sub: identity.sub, id: params.id, month: query.month }),
);
