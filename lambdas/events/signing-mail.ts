import {
  DOCUMENT_DECLINED,
  DOCUMENT_SIGNED,
  DOCUMENT_VOIDED,
  SIGNATURE_REQUESTED,
  ZDocumentDeclined,
  ZDocumentSigned,
  ZDocumentVoided,
  ZSignatureRequested,
} from '@contracts/documents/events';
import { clockPort } from '../deps/clock';
import { defineDeps } from '../deps/define-deps';
import { linksPort } from '../deps/links';
import { mailerPort } from '../deps/mailer';
import { tablePort } from '../deps/table';
import { tokenCipherPort } from '../deps/token-cipher';
import { usersPort } from '../deps/users';
import { eventConsumer } from '../middleware/event-consumer';
import { mailDeclineNotice } from '../services/documents/signing/mail-decline-notice';
import { mailSignatureRequest } from '../services/documents/signing/mail-signature-request';
import { mailSignedNotice } from '../services/documents/signing/mail-signed-notice';
import { mailVoidNotices } from '../services/documents/signing/mail-void-notices';

/**
 * What the signing mail consumer may reach: the table (documents, mail claims), the mailer,
 * the user pool for the sender's e-mail, the app's origin for links, and the token key to open
 * the link's sealed token.
 */
export const signingMailDeps = defineDeps({
  table: tablePort,
  mailer: mailerPort,
  users: usersPort,
  clock: clockPort,
  links: linksPort,
  tokenCipher: tokenCipherPort,
});

/**
 * `SignatureRequested` → the signer's personal link; `DocumentSigned` → the owner's notice of a
 * signature while others are still to sign; `DocumentDeclined` → the owner's notice with the
 * reason; `DocumentVoided` → each asked signer's notice that it was withdrawn. Each mail goes out once however often the event is delivered. A detail that does
 * not match its contract is logged (never the token) and dropped: retrying could not help.
 */
export const handler = eventConsumer({
  deps: signingMailDeps,
  on: {
    [SIGNATURE_REQUESTED]: {
      detail: ZSignatureRequested,
      handle: (deps, input) => mailSignatureRequest(deps, input),
      handled: 'Signature request handled',
      // Never the token: it opens the document.
      loggable: ({ documentId, order, resend }) => ({ documentId, order, resend }),
    },
    [DOCUMENT_SIGNED]: {
      detail: ZDocumentSigned,
      handle: (deps, input) => mailSignedNotice(deps, input),
      handled: 'Signature notice handled',
    },
    [DOCUMENT_DECLINED]: {
      detail: ZDocumentDeclined,
      handle: (deps, input) => mailDeclineNotice(deps, input),
      handled: 'Decline notice handled',
    },
    [DOCUMENT_VOIDED]: {
      detail: ZDocumentVoided,
      handle: (deps, input) => mailVoidNotices(deps, input),
      handled: 'Void notices handled',
    },
  },
});
