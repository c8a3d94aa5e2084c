import { ZRangeQuery } from '@contracts/booking/meeting';
import { ZSlotList } from '@contracts/booking/public-booking';
import { httpRoute } from '../../middleware/http-route';
import { listFreeSlots as list } from '../../services/booking/list-free-slots';
import { bookingDeps } from './deps';
import { slugOf } from './slug-of';

export const listFreeSlots = httpRoute(
  { access: 'public', deps: bookingDeps, query: ZRangeQuery, response: ZSlotList },
  async ({ params, query, deps }) => list(deps, { slug: slugOf(params), range: query }),
);
