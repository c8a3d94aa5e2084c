import { ZMeeting } from '@contracts/booking/meeting';
import { ZRescheduleMeeting } from '@contracts/booking/meeting-changes';
import { httpRoute } from '../../middleware/http-route';
import { ownerRescheduleMeeting } from '../../services/booking/owner-reschedule-meeting';
import { calendarsDeps } from './deps';
import { meetingIdsOf } from './meeting-params';

/** The moved meeting; the mails follow from `MeetingRescheduled` (the outbox). */
export const rescheduleMeeting = httpRoute(
  { access: 'user', deps: calendarsDeps, body: ZRescheduleMeeting, response: ZMeeting },
  async ({ params, body, identity, deps }) =>
    ownerRescheduleMeeting(deps, { ...meetingIdsOf(params), sub: identity.sub, body }),
);
