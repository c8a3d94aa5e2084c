import { dispatchRoutes } from '../../middleware/dispatch-routes';
import { calendarsDeps } from './deps';

export const handler = dispatchRoutes(calendarsDeps, {
  'GET /api/calendars': () => import('./list-calendars').then((m) => m.listCalendars),
  'POST /api/calendars': () => import('./create-calendar').then((m) => m.createCalendar),
  'GET /api/calendars/{id}': () => import('./get-calendar').then((m) => m.getCalendar),
  'PATCH /api/calendars/{id}': () => import('./update-calendar').then((m) => m.updateCalendar),
  'DELETE /api/calendars/{id}': () => import('./delete-calendar').then((m) => m.deleteCalendar),
  'GET /api/calendars/{id}/deletion-impact': () =>
    import('./get-deletion-impact').then((m) => m.getDeletionImpact),
  'GET /api/calendars/{id}/meetings': () => import('./list-meetings').then((m) => m.listMeetings),
  'POST /api/calendars/{id}/meetings': () =>
    import('./create-meeting').then((m) => m.createMeeting),
  'DELETE /api/calendars/{id}/meetings/{meetingId}': () =>
    import('./delete-meeting').then((m) => m.deleteMeeting),
  'POST /api/calendars/{id}/meetings/{meetingId}/cancel': () =>
    import('./cancel-meeting').then((m) => m.cancelMeeting),
  'POST /api/calendars/{id}/meetings/{meetingId}/reschedule': () =>
    import('./reschedule-meeting').then((m) => m.rescheduleMeeting),
  'GET /api/calendars/{id}/meetings/{meetingId}/slots': () =>
    import('./list-move-slots').then((m) => m.listMoveSlots),
  'GET /api/calendar-providers': () => import('./list-providers').then((m) => m.listProviders),
  'GET /api/calendars/{id}/connections': () =>
    import('./list-connections').then((m) => m.listConnections),
  'POST /api/calendars/{id}/connections': () =>
    import('./create-local-connection').then((m) => m.createLocalConnection),
  'DELETE /api/calendars/{id}/connections/{connectionId}': () =>
    import('./delete-connection').then((m) => m.deleteConnection),
  'POST /api/calendars/{id}/sync': () => import('./sync-calendar').then((m) => m.syncCalendar),
  'POST /api/calendars/{id}/oauth/{provider}': () =>
    import('./start-oauth').then((m) => m.startOAuth),
  'GET /api/calendars/{id}/date-overrides': () =>
    import('./list-date-overrides').then((m) => m.listDateOverrides),
  'PUT /api/calendars/{id}/date-overrides/{date}': () =>
    import('./put-date-override').then((m) => m.putDateOverride),
  'DELETE /api/calendars/{id}/date-overrides/{date}': () =>
    import('./delete-date-override').then((m) => m.deleteDateOverride),
});
