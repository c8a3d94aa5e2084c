import type { TDocument } from '@contracts/documents/document';
import { extendMessages } from '@contracts/documents/signing';
import { reminderSettings } from '@domain/documents/reminders';
import { isAwaiting, nextState } from '@domain/documents/status-machine';
import { concurrentWrite, conflict } from '../../../errors';
import { ownerActor, withAudit } from '../audit-log';
import { ownedDocument } from '../owned-document';
import { assertSignable } from '../signable';
import { reissueLink, type LinkIssuingDeps } from './issue-link';
import { commitSigningRequests } from './commit-signing-requests';
import { signatureRequestsOutbox, type AskedSigner } from './signature-requests';
import { retryOnClash } from '../../retry-on-clash';

const ATTEMPTS = 3;

/**
 * `POST /api/documents/{id}/extend`: every signer still waiting — of a request out for
 * signature, or of one that expired while they were — gets a new link for 30 days, mailed as a
 * resend. One transaction, on condition the document and each step are as read: the old links
 * deleted, the new ones stored with their expiry entries, an `extended` audit row, an expired
 * document back to where its signatures are, and the requests in the outbox; the mails count
 * against the owner's daily limit of signing requests.
 */
export async function extendRequest(
  deps: LinkIssuingDeps,
  input: { id: string; sub: string },
): Promise<TDocument> {
  return retryOnClash(ATTEMPTS, async () => {
    const { document, steps } = await ownedDocument(deps.table, input);
    assertSignable(document);
    const next = nextState(document.status, steps, { type: 'extend' });
    if (!next.ok) throw conflict(extendMessages.notExtendable);

    const now = deps.clock.now();
    const at = now.toISOString();
    const tx = deps.table.transaction();
    const asked: AskedSigner[] = [];
    let until = at;
    for (const step of steps.filter((s) => isAwaiting(s.status))) {
      const { expiresAt, ...signer } = await reissueLink(tx, step, {
        now,
        cipher: deps.tokenCipher,
        reminders: reminderSettings(document.reminders),
        ...(document.linkDays ? { linkDays: document.linkDays } : {}),
      });
      asked.push(signer);
      until = expiresAt;
    }
    withAudit(
      tx,
      document,
      {
        action: 'extended',
        actor: ownerActor(input.sub),
        at,
        details: { orders: asked.map((a) => a.order), until },
      },
      {
        changes: { set: { status: next.status } },
        equals: { status: document.status },
        otherwise: concurrentWrite(),
      },
    );
    const requests = signatureRequestsOutbox({
      documentId: document.id,
      asked,
      resend: true,
      now,
    });
    if (requests) tx.put(requests);
    return commitSigningRequests(deps.table, tx, { ...input, now, count: asked.length });
  });
}
