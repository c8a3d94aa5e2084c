import { bookingRoutes } from '@contracts/booking/routes';
import { httpRoute } from '../../middleware/http-route';
import { listFreeSlots as list } from '../../services/booking/list-free-slots';
import { bookingDeps } from './deps';

export const listFreeSlots = httpRoute(
  bookingRoutes.listFreeSlots,
  { deps: bookingDeps },
  async ({ params, query, deps }) => list(deps, { slug: params.slug, range: query }),
);
