import { calendarRefreshPort } from '../../deps/calendar-steps';
import { clockPort } from '../../deps/clock';
import { defineDeps } from '../../deps/define-deps';
import { idsPort } from '../../deps/ids';
import { tablePort } from '../../deps/table';

/**
 * What the public booking Lambda may reach: the table (its events leave through the outbox), and
 * the function that syncs a page's connected calendars before its free times are listed
 * (`refresh-calendar.ts`): no connection, no refresh token and no provider here.
 */
export const bookingDeps = defineDeps({
  table: tablePort,
  clock: clockPort,
  ids: idsPort,
  calendarRefresh: calendarRefreshPort,
});
