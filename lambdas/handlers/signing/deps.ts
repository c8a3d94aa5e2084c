import { clockPort } from '../../deps/clock';
import { defineDeps } from '../../deps/define-deps';
import { documentsPort } from '../../deps/files';
import { tablePort } from '../../deps/table';
import { tokenCipherPort } from '../../deps/token-cipher';
import { usersPort } from '../../deps/users';

/**
 * What the public signing Lambda may reach: the table, the documents bucket (inline links to the
 * original only), the user pool (the sender's e-mail) and the token key that seals the next
 * signer's link (the signing events go to the outbox, never to the bus from here).
 */
export const signingDeps = defineDeps({
  table: tablePort,
  clock: clockPort,
  documents: documentsPort,
  users: usersPort,
  tokenCipher: tokenCipherPort,
});
