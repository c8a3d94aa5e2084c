import { ZBookingByToken } from '@contracts/booking/cancel-booking';
import { httpRoute } from '../../middleware/http-route';
import { getBookingByToken as get } from '../../services/booking/get-booking-by-token';
import { bookingDeps } from './deps';
import { tokenOf } from './token-of';

export const getBookingByToken = httpRoute(
  { access: 'public', deps: bookingDeps, response: ZBookingByToken },
  async ({ event, deps }) => get(deps, { token: tokenOf(event) }),
);
