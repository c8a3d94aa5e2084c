import { bookingRoutes } from '@contracts/booking/routes';
import { httpRoute } from '../../middleware/http-route';
import { bookMeeting as book } from '../../services/booking/book-meeting';
import { bookingDeps } from './deps';
import { clientAddress } from '../../middleware/client-address';

export const bookMeeting = httpRoute(
  bookingRoutes.bookMeeting,
  { deps: bookingDeps },
  async ({ params, body, deps, event }) =>
    book(deps, { slug: params.slug, booking: body, sourceIp: clientAddress(event) }),
);
