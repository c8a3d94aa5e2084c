import { DOCUMENT_COMPLETED, ZDocumentCompleted } from '@contracts/documents/events';
import { eventConsumer } from '../middleware/event-consumer';
import { sealDocument } from '../services/documents/seal/seal-document';
import { sealDeps } from './seal-deps';

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
