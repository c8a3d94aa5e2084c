import type { EventBridgeEvent } from 'aws-lambda';
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
import { eventHandler } from '../middleware/event-handler';
import { getLogger } from '../middleware/logger';
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
export const handler = eventHandler(
  { deps: sealDeps },
  async (event: EventBridgeEvent<string, unknown>, { deps, context }): Promise<void> => {
    const log = getLogger().createChild({
      persistentKeys: {
        eventId: event.id,
        detailType: event['detail-type'],
        ...(context?.awsRequestId ? { awsRequestId: context.awsRequestId } : {}),
      },
    });
    if (event['detail-type'] !== DOCUMENT_COMPLETED) {
      log.warn('Discarded an event this consumer does not handle');
      return;
    }
    const detail = ZDocumentCompleted.safeParse(event.detail);
    if (!detail.success) {
      log.error('Discarded a DocumentCompleted event with an unexpected detail', {
        issues: detail.error.issues,
      });
      return;
    }
    const outcome = await sealDocument(deps, { documentId: detail.data.documentId, log });
    log.info('Document completion handled', { ...detail.data, ...outcome });
  },
);
