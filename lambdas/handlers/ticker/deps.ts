import { defineDeps } from '../../deps/define-deps';
import { signedInPorts } from '../../deps/signed-in-ports';
import { usersPort } from '../../deps/users';

/**
 * What the ticker Lambda may reach: the table (plus clock and ids), and the user pool, which
 * says whether an administrator has an authenticator app (every admin route checks).
 */
export const tickerDeps = defineDeps({
  ...signedInPorts,
  users: usersPort,
});
