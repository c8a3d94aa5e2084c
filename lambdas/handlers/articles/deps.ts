import { clockPort } from '../../deps/clock';
import { closedAccountsPort } from '../../deps/closed-accounts';
import { defineDeps } from '../../deps/define-deps';
import { idsPort } from '../../deps/ids';
import { linksPort } from '../../deps/links';
import { tablePort } from '../../deps/table';
import { usersPort } from '../../deps/users';

/**
 * What the articles Lambda may reach: the table (plus clock and ids), the user pool, which says
 * whether an administrator has an authenticator app (every admin route checks), and the app's
 * origin, for the sitemap's absolute links.
 */
export const articlesDeps = defineDeps({
  table: tablePort,
  closedAccounts: closedAccountsPort,
  clock: clockPort,
  ids: idsPort,
  users: usersPort,
  links: linksPort,
});
