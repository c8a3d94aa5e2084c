import { engagementRoutes } from '@contracts/engagements/routes';
import { httpRoute } from '../../middleware/http-route';
import { sendChangeOrder } from '../../services/engagements/send-letter';
import { engagementsDeps } from './deps';

export const changeOrder = httpRoute(
  engagementRoutes.changeOrder,
  { deps: engagementsDeps },
  async ({ params, body, identity, deps }) =>
    sendChangeOrder(deps, { sub: identity.sub, id: params.id, request: body }),
);
