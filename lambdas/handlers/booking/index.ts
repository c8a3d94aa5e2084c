import { dispatchRoutes } from '../../middleware/dispatch-routes';
import { bookMeeting } from './book-meeting';
import { cancelBooking } from './cancel-booking';
import { getBookingByToken } from './get-booking-by-token';
import { getPublicCalendar } from './get-public-calendar';
import { listFreeSlots } from './list-free-slots';

export const handler = dispatchRoutes({
  'GET /api/public/calendars/{slug}': getPublicCalendar,
  'GET /api/public/calendars/{slug}/slots': listFreeSlots,
  'POST /api/public/calendars/{slug}/bookings': bookMeeting,
  'GET /api/public/bookings/{token}': getBookingByToken,
  'POST /api/public/bookings/{token}/cancel': cancelBooking,
});
