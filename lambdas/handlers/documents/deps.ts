import { clockPort } from '../../deps/clock';
import { closedAccountsPort } from '../../deps/closed-accounts';
import { defineDeps } from '../../deps/define-deps';
import { documentsPort } from '../../deps/files';
import { idsPort } from '../../deps/ids';
import { tablePort } from '../../deps/table';
import { tokenCipherPort } from '../../deps/token-cipher';

/**
 * What the documents Lambda may reach: the table (plus clock and ids), the private documents
 * bucket (presigned uploads and downloads, the upload check, deletes) and the token key that seals
 * the links in signature requests (written to the outbox, never published from here).
 */
export const documentsDeps = defineDeps({
  table: tablePort,
  closedAccounts: closedAccountsPort,
  clock: clockPort,
  ids: idsPort,
  documents: documentsPort,
  tokenCipher: tokenCipherPort,
});
