import { clockPort } from '../deps/clock';
import { defineDeps } from '../deps/define-deps';
import { documentsPort } from '../deps/files';
import { idsPort } from '../deps/ids';
import { linksPort } from '../deps/links';
import { mailerPort } from '../deps/mailer';
import { signingCertificatePort } from '../deps/signing-certificate';
import { tablePort } from '../deps/table';
import { usersPort } from '../deps/users';

/**
 * What sealing reaches (the `document-seal` consumer): the table (document, steps, fields, audit
 * log, seal queue, mail claims, copy links), the documents bucket (reads the original, writes the
 * sealed copy under a key of its run), the signing certificate, the mailer, the user pool for the
 * sender's e-mail, and the app's origin for links.
 */
export const sealDeps = defineDeps({
  table: tablePort,
  documents: documentsPort,
  clock: clockPort,
  ids: idsPort,
  signingCertificate: signingCertificatePort,
  mailer: mailerPort,
  users: usersPort,
  links: linksPort,
});
