import { bookingRoutes } from '@contracts/booking/routes';
import { dispatchRoutes } from '../../middleware/dispatch-routes';
import { bookingDeps } from './deps';

export const handler = dispatchRoutes(bookingDeps, bookingRoutes, {
  getPublicBookingPage: () =>
    import('./get-public-booking-page').then((m) => m.getPublicBookingPage),
  listFreeSlots: () => import('./list-free-slots').then((m) => m.listFreeSlots),
  refreshCalendar: () => import('./refresh-calendar').then((m) => m.refreshCalendar),
  bookMeeting: () => import('./book-meeting').then((m) => m.bookMeeting),
  getByLink: () => import('./get-booking-by-token').then((m) => m.getBookingByToken),
  cancelByLink: () => import('./cancel-booking').then((m) => m.cancelBooking),
  listRescheduleSlots: () => import('./list-reschedule-slots').then((m) => m.listRescheduleSlots),
  rescheduleByLink: () => import('./reschedule-booking').then((m) => m.rescheduleBooking),
});
