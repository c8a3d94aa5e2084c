import { DOCUMENT_DECLINED, type TDocumentDeclined } from '@contracts/documents/events';
import type { TSigningOutcome } from '@contracts/documents/signing';
import { nextState } from '@domain/documents/status-machine';
import { concurrentWrite, isAppError } from '../../../errors';
import type { Logger } from '../../../middleware/logger';
import type { Clock } from '../../../ports/clock';
import type { Table } from '../../../ports/table';
import { toOutboxItem } from '../../outbox/outbox-item';
import { signerActor, withAudit } from '../audit-log';
import { stepKey } from '../step-item';
import { closedDocument, openSigningLink, usedLink } from './open-signing-link';
import { closeOtherLinks } from './close-other-links';
import type { SignerClient } from './signer-client';
import { signingTokenKey } from './signing-token-item';

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
  for (let attempt = 1; ; attempt += 1) {
    const { bundle, step, hash } = await openSigningLink(deps, input.token);
    const { document, steps } = bundle;
    const next = nextState(document.status, steps, { type: 'decline', order: step.order });
    if (!next.ok)
      throw next.reason === 'wrong_status' ? closedDocument(document.status) : usedLink();
    const now = deps.clock.now();
    const at = now.toISOString();
    const tx = deps.table
      .transaction()
      .update(signingTokenKey(hash), { set: { usedAt: at } }, usedLink(), { usedAt: undefined })
      .update(
        stepKey(step.documentId, step.order),
        {
          set: {
            status: 'declined',
            declinedAt: at,
            declineReason: input.reason,
            ip: input.client.ip,
            userAgent: input.client.userAgent,
          },
        },
        usedLink(),
        { status: step.status, tokenHash: hash },
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
    try {
      await tx.commit();
    } catch (error) {
      if (isAppError(error) && error.retryable && attempt < ATTEMPTS) continue;
      throw error;
    }
    return { signerStatus: 'declined', documentStatus: next.status };
  }
}
