import { defineDeps } from '../../deps/define-deps';
import { signedInPorts } from '../../deps/signed-in-ports';
import { documentsPort } from '../../deps/files';
import { tokenCipherPort } from '../../deps/token-cipher';
import { usersPort } from '../../deps/users';

/**
 * What the timesheets Lambda may reach: the table (entries, exports, and the page's meetings for
 * the totals; export requests go to the outbox), and the documents bucket only to sign the
 * download link of a finished export; the user pool for the owner's e-mail a period's history
 * records, and the token key that seals a client's approval link for its mail.
 */
export const timesheetsDeps = defineDeps({
  ...signedInPorts,
  documents: documentsPort,
  users: usersPort,
  tokenCipher: tokenCipherPort,
});
