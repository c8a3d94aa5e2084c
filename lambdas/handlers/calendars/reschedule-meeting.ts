import { calendarRoutes } from '@contracts/calendars/routes';
import { httpRoute } from '../../middleware/http-route';
import { ownerRescheduleMeeting } from '../../services/booking/owner-reschedule-meeting';
import { calendarsDeps } from './deps';

/** The moved meeting; the mails follow from `MeetingRescheduled` (the outbox). */
export const rescheduleMeeting = httpRoute(
  calendarRoutes.rescheduleMeeting,
  { deps: calendarsDeps },
  async ({ params, body, identity, deps }) =>
    ownerRescheduleMeeting(deps, {
      calendarId: params.id,
      meetingId: params.meetingId,
      sub: identity.sub,
      body,
    }),
);
