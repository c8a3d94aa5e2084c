import { clockPort } from '../../deps/clock';
import { defineDeps } from '../../deps/define-deps';
import { idsPort } from '../../deps/ids';
import { tablePort } from '../../deps/table';

/** What the calendars Lambda may reach: the table only (plus clock and ids). */
export const calendarsDeps = defineDeps({ table: tablePort, clock: clockPort, ids: idsPort });
