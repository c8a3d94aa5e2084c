import { calendarRoutes } from '@contracts/calendars/routes';
import { httpRoute } from '../../middleware/http-route';
import { ownerDeleteEvent } from '../../services/booking/owner-delete-event';
import { calendarsDeps } from './deps';

/** 204: an event added by hand is gone, and its time free. */
export const deleteMeeting = httpRoute(
  calendarRoutes.deleteMeeting,
  { deps: calendarsDeps },
  async ({ params, identity, deps }) => {
    await ownerDeleteEvent(deps, {
      calendarId: params.id,
      meetingId: params.meetingId,
      sub: identity.sub,
    });
  },
);
