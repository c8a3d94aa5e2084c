import { bookingPageRoutes } from '@contracts/booking-pages/routes';
import { httpRoute } from '../../middleware/http-route';
import { ownerMoveSlots } from '../../services/booking/owner-move-slots';
import { bookingPagesDeps } from './deps';

export const listMoveSlots = httpRoute(
  bookingPageRoutes.listMoveSlots,
  { deps: bookingPagesDeps },
  async ({ params, query, identity, deps }) =>
    ownerMoveSlots(deps, {
      bookingPageId: params.id,
      meetingId: params.meetingId,
      sub: identity.sub,
      range: query,
    }),
);
