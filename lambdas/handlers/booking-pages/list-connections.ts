import { bookingPageRoutes } from '@contracts/booking-pages/routes';
import { httpRoute } from '../../middleware/http-route';
import { listConnections as list } from '../../services/booking-pages/list-connections';
import { bookingPagesDeps } from './deps';

export const listConnections = httpRoute(
  bookingPageRoutes.listConnections,
  { deps: bookingPagesDeps },
  async ({ params, query, identity, deps }) =>
    list(deps, { bookingPageId: params.id, sub: identity.sub, page: query }),
);
