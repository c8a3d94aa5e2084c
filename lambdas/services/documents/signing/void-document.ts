import type { TDocument } from '@contracts/documents/document';
import { DOCUMENT_VOIDED, type TDocumentVoided } from '@contracts/documents/events';
import { voidMessages } from '@contracts/documents/signing';
import { nextState } from '@domain/documents/status-machine';
import { concurrentWrite, conflict } from '../../../errors';
import type { Clock } from '../../../ports/clock';
import type { Table } from '../../../ports/table';
import { toOutboxItem } from '../../outbox/outbox-item';
import { ownerActor, withAudit } from '../audit-log';
import { documentView } from '../document-view';
import { announceLetterWithdrawn } from '../engagement-letter-events';
import { ownedDocument } from '../owned-document';
import { closeOtherLinks } from './close-other-links';
import { retryOnClash } from '../../retry-on-clash';

const ATTEMPTS = 25;

/**
 * `POST /api/documents/{id}/void`: the owner withdraws a document out for signature, with a
 * reason. One transaction, on condition the document is still in the status read: the document
 * `voided` with its audit row (who, when, why), every waiting signer's link closed, and
 * `DocumentVoided` in the outbox, whose consumer tells each signer who was asked. A signature
 * racing it either commits first (then the void reads the new status and, the document complete,
 * is refused) or finds its condition gone and its link closed: never both, and a voided document
 * is never sealed. The document, its steps and its audit trail are kept.
 */
export async function voidDocument(
  deps: { table: Pick<Table, 'get' | 'queryAll' | 'transaction'>; clock: Clock },
  input: { id: string; sub: string; reason: string },
): Promise<TDocument> {
  return retryOnClash(ATTEMPTS, async () => {
    const { document, steps } = await ownedDocument(deps.table, input);
    const next = nextState(document.status, steps, { type: 'void' });
    if (!next.ok) throw conflict(voidMessages.notOpen);
    const now = deps.clock.now();
    const at = now.toISOString();
    const tx = deps.table.transaction();
    withAudit(
      tx,
      document,
      { action: 'voided', actor: ownerActor(input.sub), at, details: { reason: input.reason } },
      {
        changes: { set: { status: next.status, voidedAt: at, voidReason: input.reason } },
        equals: { status: document.status },
        otherwise: concurrentWrite(),
      },
    );
    await closeOtherLinks(deps.table, tx, steps, 0, at);
    const voided: TDocumentVoided = { documentId: document.id };
    tx.put(toOutboxItem(DOCUMENT_VOIDED, document.id, voided, now));
    // An engagement's letter withdrawn: the engagement is a draft again.
    announceLetterWithdrawn(tx, document, 'void', now);
    await tx.commit();
    return documentView(deps.table, await ownedDocument(deps.table, input));
  });
}
