import { bookingPageRoutes } from '@contracts/booking-pages/routes';
import { httpRoute } from '../../middleware/http-route';
import { ownerDeleteEvent } from '../../services/booking/owner-delete-event';
import { bookingPagesDeps } from './deps';

/** 204: an event added by hand is gone, and its time free. */
export const deleteMeeting = httpRoute(
  bookingPageRoutes.deleteMeeting,
  { deps: bookingPagesDeps },
  async ({ params, identity, deps }) => {
    await ownerDeleteEvent(deps, {
      bookingPageId: params.id,
      meetingId: params.meetingId,
      sub: identity.sub,
    });
  },
);
