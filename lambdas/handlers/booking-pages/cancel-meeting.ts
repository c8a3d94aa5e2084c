import { bookingPageRoutes } from '@contracts/booking-pages/routes';
import { httpRoute } from '../../middleware/http-route';
import { ownerCancelMeeting } from '../../services/booking/owner-cancel-meeting';
import { bookingPagesDeps } from './deps';

/** 204 once cancelled; the attendee's mail follows from `MeetingCancelled` (the outbox). */
export const cancelMeeting = httpRoute(
  bookingPageRoutes.cancelMeeting,
  { deps: bookingPagesDeps },
  async ({ params, body, identity, deps }) => {
    await ownerCancelMeeting(deps, {
      bookingPageId: params.id,
      meetingId: params.meetingId,
      sub: identity.sub,
      body,
    });
  },
);
