import { bookingRoutes } from '@contracts/booking/routes';
import { clientAddress } from '../../middleware/client-address';
import { httpRoute } from '../../middleware/http-route';
import { rescheduleBooking as reschedule } from '../../services/booking/reschedule-booking';
import { bookingDeps } from './deps';
import { tokenOf } from './token-of';

/**
 * The moved meeting as the link shows it; the mails follow from `MeetingRescheduled`. The
 * caller's address counts the move against its cap on anonymous writes.
 */
export const rescheduleBooking = httpRoute(
  bookingRoutes.rescheduleByLink,
  { deps: bookingDeps },
  async ({ event, body, deps }) =>
    reschedule(deps, { token: tokenOf(event), body, sourceIp: clientAddress(event) }),
);
