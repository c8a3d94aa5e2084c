import { httpRoute } from '../../middleware/http-route';
import { ownerDeleteEvent } from '../../services/booking/owner-delete-event';
import { calendarsDeps } from './deps';
import { meetingIdsOf } from './meeting-params';

/** 204: an event added by hand is gone, and its time free. */
export const deleteMeeting = httpRoute(
  { access: 'user', deps: calendarsDeps },
  async ({ params, identity, deps }) => {
    await ownerDeleteEvent(deps, { ...meetingIdsOf(params), sub: identity.sub });
  },
);
