import { clockPort } from '../../deps/clock';
import { closedAccountsPort } from '../../deps/closed-accounts';
import { defineDeps } from '../../deps/define-deps';
import { tablePort } from '../../deps/table';
import { usersPort } from '../../deps/users';

/** What the system Lambda may reach: the table and the user pool (`/me` needs the e-mail). */
export const systemDeps = defineDeps({
  table: tablePort,
  closedAccounts: closedAccountsPort,
  users: usersPort,
  clock: clockPort,
});
