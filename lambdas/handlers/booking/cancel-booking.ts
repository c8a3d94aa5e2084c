import { bookingRoutes } from '@contracts/booking/routes';
import { httpRoute } from '../../middleware/http-route';
import { cancelBooking as cancel } from '../../services/booking/cancel-booking';
import { bookingDeps } from './deps';
import { tokenOf } from './token-of';

/** 204 once cancelled; the mails to both sides follow from `MeetingCancelled` (the outbox). */
export const cancelBooking = httpRoute(
  bookingRoutes.cancelByLink,
  { deps: bookingDeps },
  async ({ event, body, deps }) => {
    await cancel(deps, { token: tokenOf(event), reason: body.reason });
  },
);
