import { clockPort } from '../../deps/clock';
import { defineDeps } from '../../deps/define-deps';
import { tablePort } from '../../deps/table';
import { usersPort } from '../../deps/users';

/** What the system Lambda may reach: the table and the user pool (`/me` needs the e-mail). */
export const systemDeps = defineDeps({ table: tablePort, users: usersPort, clock: clockPort });
