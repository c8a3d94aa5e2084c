import { dispatchRoutes } from '../../middleware/dispatch-routes';
import { calendarsDeps } from './deps';

export const handler = dispatchRoutes(calendarsDeps, {
  'GET /api/calendars': () => import('./list-calendars').then((m) => m.listCalendars),
  'POST /api/calendars': () => import('./create-calendar').then((m) => m.createCalendar),
  'GET /api/calendars/{id}': () => import('./get-calendar').then((m) => m.getCalendar),
  'DELETE /api/calendars/{id}': () => import('./delete-calendar').then((m) => m.deleteCalendar),
  'GET /api/calendars/{id}/meetings': () => import('./list-meetings').then((m) => m.listMeetings),
  'POST /api/calendars/{id}/meetings': () =>
    import('./create-meeting').then((m) => m.createMeeting),
  'GET /api/calendars/{id}/connections': () =>
    import('./list-connections').then((m) => m.listConnections),
  'POST /api/calendars/{id}/connections': () =>
    import('./create-local-connection').then((m) => m.createLocalConnection),
  'DELETE /api/calendars/{id}/connections/{connectionId}': () =>
    import('./delete-connection').then((m) => m.deleteConnection),
  'POST /api/calendars/{id}/sync': () => import('./sync-calendar').then((m) => m.syncCalendar),
  'POST /api/calendars/{id}/oauth/{provider}': () =>
    import('./start-oauth').then((m) => m.startOAuth),
});
