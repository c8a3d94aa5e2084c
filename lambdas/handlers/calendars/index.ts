import { dispatchRoutes } from '../../middleware/dispatch-routes';
import { createCalendar } from './create-calendar';
import { createLocalConnection } from './create-local-connection';
import { createMeeting } from './create-meeting';
import { deleteCalendar } from './delete-calendar';
import { deleteConnection } from './delete-connection';
import { getCalendar } from './get-calendar';
import { listCalendars } from './list-calendars';
import { listConnections } from './list-connections';
import { listMeetings } from './list-meetings';
import { startOAuth } from './start-oauth';
import { syncCalendar } from './sync-calendar';

export const handler = dispatchRoutes({
  'GET /api/calendars': listCalendars,
  'POST /api/calendars': createCalendar,
  'GET /api/calendars/{id}': getCalendar,
  'DELETE /api/calendars/{id}': deleteCalendar,
  'GET /api/calendars/{id}/meetings': listMeetings,
  'POST /api/calendars/{id}/meetings': createMeeting,
  'GET /api/calendars/{id}/connections': listConnections,
  'POST /api/calendars/{id}/connections': createLocalConnection,
  'DELETE /api/calendars/{id}/connections/{connectionId}': deleteConnection,
  'POST /api/calendars/{id}/sync': syncCalendar,
  'POST /api/calendars/{id}/oauth/{provider}': startOAuth,
});
