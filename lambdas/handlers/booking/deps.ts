import { clockPort } from '../../deps/clock';
import { defineDeps } from '../../deps/define-deps';
import { eventsPort } from '../../deps/events';
import { idsPort } from '../../deps/ids';
import { tablePort } from '../../deps/table';

/** What the public booking Lambda may reach: the table, and the bus for MeetingBooked. */
export const bookingDeps = defineDeps({
  table: tablePort,
  clock: clockPort,
  ids: idsPort,
  events: eventsPort,
});
