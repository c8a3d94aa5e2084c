import { ZCancelMeeting } from '@contracts/booking/meeting-changes';
import { httpRoute } from '../../middleware/http-route';
import { ownerCancelMeeting } from '../../services/booking/owner-cancel-meeting';
import { calendarsDeps } from './deps';
import { meetingIdsOf } from './meeting-params';

/** 204 once cancelled; the attendee's mail follows from `MeetingCancelled` (the outbox). */
export const cancelMeeting = httpRoute(
  { access: 'user', deps: calendarsDeps, body: ZCancelMeeting },
  async ({ params, body, identity, deps }) => {
    await ownerCancelMeeting(deps, { ...meetingIdsOf(params), sub: identity.sub, body });
  },
);
