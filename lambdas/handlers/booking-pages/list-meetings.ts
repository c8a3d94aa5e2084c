import { bookingPageRoutes } from '@contracts/booking-pages/routes';
import { httpRoute } from '../../middleware/http-route';
import { listMeetings as list } from '../../services/booking-pages/list-meetings';
import { bookingPagesDeps } from './deps';

export const listMeetings = httpRoute(
  bookingPageRoutes.listMeetings,
  { deps: bookingPagesDeps },
  async ({ params, query, identity, deps }) =>
    list(deps, { bookingPageId: params.id, sub: identity.sub, query }),
);
