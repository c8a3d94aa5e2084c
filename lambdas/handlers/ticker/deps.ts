import { clockPort } from '../../deps/clock';
import { closedAccountsPort } from '../../deps/closed-accounts';
import { defineDeps } from '../../deps/define-deps';
import { idsPort } from '../../deps/ids';
import { tablePort } from '../../deps/table';
import { usersPort } from '../../deps/users';

/**
 * What the ticker Lambda may reach: the table (plus clock and ids), and the user pool, which
 * says whether an administrator has an authenticator app (every admin route checks).
 */
export const tickerDeps = defineDeps({
  table: tablePort,
  closedAccounts: closedAccountsPort,
  clock: clockPort,
  ids: idsPort,
  users: usersPort,
});
