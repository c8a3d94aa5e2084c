import { DOCUMENT_COMPLETED, ZDocumentCompleted } from '@contracts/documents/events';
import { eventConsumer } from '../middleware/event-consumer';
import { sealDocument } from '../services/documents/seal/seal-document';
import { sealDeps } from './seal-deps';

/**
 * `DocumentCompleted` → the document is sealed once and everyone is mailed once, however often
 * the event is delivered. A failure throws, so Lambda retries it and then parks the event on the
 * dead-letter queue; the seal sweep publishes the event again for a document still unsealed 5
 * minutes on, up to its limit. A detail that does not match its contract is logged and dropped.
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
