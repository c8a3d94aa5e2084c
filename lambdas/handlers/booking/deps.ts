import { clockPort } from '../../deps/clock';
import { defineDeps } from '../../deps/define-deps';
import { idsPort } from '../../deps/ids';
import { tablePort } from '../../deps/table';

/** What the public booking Lambda may reach: the table (its events leave through the outbox). */
export const bookingDeps = defineDeps({
  table: tablePort,
  clock: clockPort,
  ids: idsPort,
});
