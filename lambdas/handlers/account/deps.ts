import { passwordsPort } from '../../deps/account-security';
import { connectedSignInsPort } from '../../deps/connected-sign-ins';
import { defineDeps } from '../../deps/define-deps';
import { signedInPorts } from '../../deps/signed-in-ports';
import { documentsPort } from '../../deps/files';
import { signInProvidersPort } from '../../deps/sign-in-providers';
import { usersPort } from '../../deps/users';

/**
 * What the account Lambda may reach: the table (the data archive's request and the closure's,
 * both handed to their consumers through the outbox), the documents bucket only to sign the
 * archive's download link, and the user pool to check the e-mail typed to close the account.
 * "Connected sign-ins": the user pool's identities of the account (read, linked, removed), the
 * pool's own clients of Google, Microsoft and LinkedIn, and the single-use states of connections
 * in progress, each change announced through the outbox. Account security: recovery codes (their
 * hashes), the authenticator app's changes and the password change (with the caller's own
 * token), each announced through the outbox.
 */
export const accountDeps = defineDeps({
  ...signedInPorts,
  documents: documentsPort,
  users: usersPort,
  signIns: connectedSignInsPort,
  signInProviders: signInProvidersPort,
  passwords: passwordsPort,
});
