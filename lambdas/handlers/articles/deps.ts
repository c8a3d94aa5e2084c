import { defineDeps } from '../../deps/define-deps';
import { signedInPorts } from '../../deps/signed-in-ports';
import { linksPort } from '../../deps/links';
import { usersPort } from '../../deps/users';

/**
 * What the articles Lambda may reach: the table (plus clock and ids), the user pool, which says
 * whether an administrator has an authenticator app (every admin route checks), and the app's
 * origin, for the sitemap's absolute links.
 */
export const articlesDeps = defineDeps({
  ...signedInPorts,
  users: usersPort,
  links: linksPort,
});
