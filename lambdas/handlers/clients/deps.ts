import { defineDeps } from '../../deps/define-deps';
import { signedInPorts } from '../../deps/signed-in-ports';
import { usersPort } from '../../deps/users';

/**
 * What the clients Lambda may reach: the table (the owner's clients, and the booking pages that
 * bill them, whose copy of the client's details each save rewrites), and the user pool for the
 * consultant's own e-mail, which no approver of theirs may have.
 */
export const clientsDeps = defineDeps({
  ...signedInPorts,
  users: usersPort,
});
