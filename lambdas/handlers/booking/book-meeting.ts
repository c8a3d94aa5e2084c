import { ZBooking, ZBookMeeting } from '@contracts/booking/public-booking';
import { httpRoute } from '../../middleware/http-route';
import { bookMeeting as book } from '../../services/booking/book-meeting';
import { bookingDeps } from './deps';
import { clientAddress } from '../../middleware/client-address';
import { slugOf } from './slug-of';

export const bookMeeting = httpRoute(
  { access: 'public', deps: bookingDeps, body: ZBookMeeting, response: ZBooking, status: 201 },
  async ({ params, body, deps, event }) =>
    book(deps, { slug: slugOf(params), booking: body, sourceIp: clientAddress(event) }),
);
