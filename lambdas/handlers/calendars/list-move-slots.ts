import { calendarRoutes } from '@contracts/calendars/routes';
import { httpRoute } from '../../middleware/http-route';
import { ownerMoveSlots } from '../../services/booking/owner-move-slots';
import { calendarsDeps } from './deps';

export const listMoveSlots = httpRoute(
  calendarRoutes.listMoveSlots,
  { deps: calendarsDeps },
  async ({ params, query, identity, deps }) =>
    ownerMoveSlots(deps, {
      calendarId: params.id,
      meetingId: params.meetingId,
      sub: identity.sub,
      range: query,
    }),
);
