import { ZRangeQuery } from '@contracts/booking/meeting';
import { ZSlotList } from '@contracts/booking/public-booking';
import { httpRoute } from '../../middleware/http-route';
import { listRescheduleSlots as list } from '../../services/booking/list-reschedule-slots';
import { bookingDeps } from './deps';
import { tokenOf } from './token-of';

export const listRescheduleSlots = httpRoute(
  { access: 'public', deps: bookingDeps, query: ZRangeQuery, response: ZSlotList },
  async ({ event, query, deps }) => list(deps, { token: tokenOf(event), range: query }),
);
