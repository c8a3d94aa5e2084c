import { bookingRoutes } from '@contracts/booking/routes';
import { httpRoute } from '../../middleware/http-route';
import { listRescheduleSlots as list } from '../../services/booking/list-reschedule-slots';
import { bookingDeps } from './deps';
import { tokenOf } from './token-of';

export const listRescheduleSlots = httpRoute(
  bookingRoutes.listRescheduleSlots,
  { deps: bookingDeps },
  async ({ event, query, deps }) => list(deps, { token: tokenOf(event), range: query }),
);
