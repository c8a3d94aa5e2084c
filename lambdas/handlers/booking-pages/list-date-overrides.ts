import { bookingPageRoutes } from '@contracts/booking-pages/routes';
import { httpRoute } from '../../middleware/http-route';
import { listDateOverrides as list } from '../../services/booking-pages/list-date-overrides';
import { bookingPagesDeps } from './deps';

export const listDateOverrides = httpRoute(
  bookingPageRoutes.listDateOverrides,
  { deps: bookingPagesDeps },
  async ({ params, identity, deps }) => list(deps, { bookingPageId: params.id, sub: identity.sub }),
);
