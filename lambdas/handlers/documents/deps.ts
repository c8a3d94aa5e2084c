import { defineDeps } from '../../deps/define-deps';
import { signedInPorts } from '../../deps/signed-in-ports';
import { documentsPort } from '../../deps/files';
import { tokenCipherPort } from '../../deps/token-cipher';

/**
 * What the documents Lambda may reach: the table (plus clock and ids), the private documents
 * bucket (presigned uploads and downloads, the upload check, deletes) and the token key that seals
 * the links in signature requests (written to the outbox, never published from here).
 */
export const documentsDeps = defineDeps({
  ...signedInPorts,
  documents: documentsPort,
  tokenCipher: tokenCipherPort,
});
