import { DOCUMENT_COMPLETED, ZDocumentCompleted } from '@contracts/documents/events';
import { clockPort } from '../deps/clock';
import { defineDeps } from '../deps/define-deps';
import { documentsPort } from '../deps/files';
import { idsPort } from '../deps/ids';
import { linksPort } from '../deps/links';
import { mailerPort } from '../deps/mailer';
import { signingCertificatePort } from '../deps/signing-certificate';
import { tablePort } from '../deps/table';
import { usersPort } from '../deps/users';
import { eventConsumer } from '../middleware/event-consumer';
import { sealDocument } from '../services/documents/seal/seal-document';

/**
 * What sealing reaches (the event's consumer and the periodic sweep alike): the table (document,
 * steps, fields, audit log, seal queue, mail claims, copy links), the documents bucket (reads the
 * original, writes the sealed copy under a key of its run), the signing certificate, the mailer, the user pool for the
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

/**
 * `DocumentCompleted` → the document is sealed once and everyone is mailed once, however often
 * the event is delivered. A failure throws, so EventBridge retries (and the sweep catches what
 * the retries do not). A detail that does not match its contract is logged and dropped.
 */
export const handler = eventConsumer({
  deps: sealDeps,
  on: {
    [DOCUMENT_COMPLETED]: {
      detail: ZDocumentCompleted,
      handle: (deps, { detail, log }) => sealDocument(deps, { documentId: detail.documentId, log }),
      handled: 'Document completion handled',
    },
  },
});
