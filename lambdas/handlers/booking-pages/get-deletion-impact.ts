import { bookingPageRoutes } from '@contracts/booking-pages/routes';
import { httpRoute } from '../../middleware/http-route';
import { getDeletionImpact as get } from '../../services/booking-pages/deletion-impact';
import { bookingPagesDeps } from './deps';

export const getDeletionImpact = httpRoute(
  bookingPageRoutes.getDeletionImpact,
  { deps: bookingPagesDeps },
  async ({ params, identity, deps }) => get(deps, { id: params.id, sub: identity.sub }),
);
