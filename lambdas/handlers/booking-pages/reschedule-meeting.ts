import { bookingPageRoutes } from '@contracts/booking-pages/routes';
import { httpRoute } from '../../middleware/http-route';
import { ownerRescheduleMeeting } from '../../services/booking/owner-reschedule-meeting';
import { bookingPagesDeps } from './deps';

/** The moved meeting; the mails follow from `MeetingRescheduled` (the outbox). */
export const rescheduleMeeting = httpRoute(
  bookingPageRoutes.rescheduleMeeting,
  { deps: bookingPagesDeps },
  async ({ params, body, identity, deps }) =>
    ownerRescheduleMeeting(deps, {
      bookingPageId: params.id,
      meetingId: params.meetingId,
      sub: identity.sub,
      body,
    }),
);
