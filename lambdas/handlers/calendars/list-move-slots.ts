import { ZRangeQuery } from '@contracts/booking/meeting';
import { ZSlotList } from '@contracts/booking/public-booking';
import { httpRoute } from '../../middleware/http-route';
import { ownerMoveSlots } from '../../services/booking/owner-move-slots';
import { calendarsDeps } from './deps';
import { meetingIdsOf } from './meeting-params';

export const listMoveSlots = httpRoute(
  { access: 'user', deps: calendarsDeps, query: ZRangeQuery, response: ZSlotList },
  async ({ params, query, identity, deps }) =>
    ownerMoveSlots(deps, { ...meetingIdsOf(params), sub: identity.sub, range: query }),
);
