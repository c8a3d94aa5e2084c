import { dispatchRoutes } from '../../middleware/dispatch-routes';
import { bookingDeps } from './deps';

export const handler = dispatchRoutes(bookingDeps, {
  'GET /api/public/calendars/{slug}': () =>
    import('./get-public-calendar').then((m) => m.getPublicCalendar),
  'GET /api/public/calendars/{slug}/slots': () =>
    import('./list-free-slots').then((m) => m.listFreeSlots),
  'POST /api/public/calendars/{slug}/refresh': () =>
    import('./refresh-calendar').then((m) => m.refreshCalendar),
  'POST /api/public/calendars/{slug}/bookings': () =>
    import('./book-meeting').then((m) => m.bookMeeting),
  'GET /api/public/bookings/by-link': () =>
    import('./get-booking-by-token').then((m) => m.getBookingByToken),
  'POST /api/public/bookings/by-link/cancel': () =>
    import('./cancel-booking').then((m) => m.cancelBooking),
  'GET /api/public/bookings/by-link/slots': () =>
    import('./list-reschedule-slots').then((m) => m.listRescheduleSlots),
  'POST /api/public/bookings/by-link/reschedule': () =>
    import('./reschedule-booking').then((m) => m.rescheduleBooking),
});
