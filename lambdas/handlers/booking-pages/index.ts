import { bookingPageRoutes } from '@contracts/booking-pages/routes';
import { dispatchRoutes } from '../../middleware/dispatch-routes';
import { bookingPagesDeps } from './deps';

export const handler = dispatchRoutes(bookingPagesDeps, bookingPageRoutes, {
  list: () => import('./list-booking-pages').then((m) => m.listBookingPages),
  create: () => import('./create-booking-page').then((m) => m.createBookingPage),
  get: () => import('./get-booking-page').then((m) => m.getBookingPage),
  update: () => import('./update-booking-page').then((m) => m.updateBookingPage),
  remove: () => import('./delete-booking-page').then((m) => m.deleteBookingPage),
  getDeletionImpact: () => import('./get-deletion-impact').then((m) => m.getDeletionImpact),
  listMeetings: () => import('./list-meetings').then((m) => m.listMeetings),
  createMeeting: () => import('./create-meeting').then((m) => m.createMeeting),
  deleteMeeting: () => import('./delete-meeting').then((m) => m.deleteMeeting),
  cancelMeeting: () => import('./cancel-meeting').then((m) => m.cancelMeeting),
  rescheduleMeeting: () => import('./reschedule-meeting').then((m) => m.rescheduleMeeting),
  listMoveSlots: () => import('./list-move-slots').then((m) => m.listMoveSlots),
  listProviders: () => import('./list-providers').then((m) => m.listProviders),
  listConnections: () => import('./list-connections').then((m) => m.listConnections),
  createLocalConnection: () =>
    import('./create-local-connection').then((m) => m.createLocalConnection),
  deleteConnection: () => import('./delete-connection').then((m) => m.deleteConnection),
  syncCalendar: () => import('./sync-calendar').then((m) => m.syncCalendar),
  startOAuth: () => import('./start-oauth').then((m) => m.startOAuth),
  listDateOverrides: () => import('./list-date-overrides').then((m) => m.listDateOverrides),
  putDateOverride: () => import('./put-date-override').then((m) => m.putDateOverride),
  deleteDateOverride: () => import('./delete-date-override').then((m) => m.deleteDateOverride),
});
