import { bookingPageRoutes } from '@contracts/booking-pages/routes';
import { httpRoute } from '../../middleware/http-route';
import { createMeeting as create } from '../../services/booking-pages/create-meeting';
import { bookingPagesDeps } from './deps';

export const createMeeting = httpRoute(
  bookingPageRoutes.createMeeting,
  { deps: bookingPagesDeps },
  async ({ params, body, identity, deps }) =>
    create(deps, { bookingPageId: params.id, sub: identity.sub, meeting: body }),
);
