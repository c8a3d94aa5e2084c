import { DOCUMENT_DECLINED, type TDocumentDeclined } from '@contracts/documents/events';
import type { TSigningOutcome } from '@contracts/documents/signing';
import { nextState } from '@domain/documents/status-machine';
import { concurrentWrite } from '../../../errors';
import type { Logger } from '../../../middleware/logger';
import type { Clock } from '../../../ports/clock';
import type { Table } from '../../../ports/table';
import { toOutboxItem } from '../../outbox/outbox-item';
import { signerActor, withAudit } from '../audit-log';
import { announceLetterWithdrawn } from '../engagement-letter-events';
import { retryOnClash } from '../../retry-on-clash';
import { answerThroughLink } from './answer-link';
import { closedDocument, openSigningLink, usedLink } from './open-signing-link';
import { closeOtherLinks } from './close-other-links';
import type { SignerClient } from './signer-client';

const ATTEMPTS = 25;

/**
 * `POST /api/sign/decline`: the signer refuses, with a reason (also how they withdraw
 * their consent to sign electronically). Like signing, one compare-and-set transaction: the link
 * is used, the step `declined` with the reason, time, address and browser, the document
 * `declined` with its audit row, every other waiting signer's link closed, and `DocumentDeclined`
 * in the outbox: its consumer tells the owner.
 */
export async function declineDocument(
  deps: { table: Pick<Table, 'get' | 'queryAll' | 'transaction'>; clock: Clock },
  input: { token: string; reason: string; client: SignerClient; log?: Logger },
): Promise<TSigningOutcome> {
  return retryOnClash(ATTEMPTS, async () => {
    const { bundle, step, hash } = await openSigningLink(deps, input.token);
    const { document, steps } = bundle;
    const next = nextState(document.status, steps, { type: 'decline', order: step.order });
    if (!next.ok)
      throw next.reason === 'wrong_status' ? closedDocument(document.status) : usedLink();
    const now = deps.clock.now();
    const at = now.toISOString();
    const tx = answerThroughLink(
      deps.table,
      { step, hash },
      {
        at,
        client: input.client,
        answer: { status: 'declined', declinedAt: at, declineReason: input.reason },
      },
    );
    withAudit(
      tx,
      document,
      {
        action: 'declined',
        actor: signerActor(step.email),
        at,
        details: {
          order: step.order,
          name: step.name,
          reason: input.reason,
          ip: input.client.ip,
          userAgent: input.client.userAgent,
        },
      },
      {
        changes: { set: { status: next.status } },
        equals: { status: document.status },
        otherwise: concurrentWrite(),
      },
    );
    await closeOtherLinks(deps.table, tx, steps, step.order, at);
    const declined: TDocumentDeclined = { documentId: document.id, order: step.order };
    tx.put(toOutboxItem(DOCUMENT_DECLINED, document.id, declined, now));
    announceLetterWithdrawn(tx, document, 'declined', now);
    // A clash with another signer of the document writing at the same moment reads again
    // (retryOnClash); a second use of the same link is answered 410 by its compare-and-set.
    await tx.commit();
    return { signerStatus: 'declined', documentStatus: next.status };
  });
}
