import type { TDocument } from '@contracts/documents/document';
import { sendMessages } from '@contracts/documents/signing';
import { signerMessages } from '@contracts/documents/workflow';
import { reminderSettings } from '@domain/documents/reminders';
import { isAwaiting, OPEN_STATUSES } from '@domain/documents/status-machine';
import { concurrentWrite, conflict, notFound } from '../../../errors';
import type { Logger } from '../../../middleware/logger';
import { chargeDailyLimit } from '../../daily-limit';
import { ownerActor, withAudit } from '../audit-log';
import { documentView } from '../document-view';
import { ownedDocument } from '../owned-document';
import { assertSignable } from '../signable';
import { signatureRequestsOutbox } from './signature-requests';
import { reissueLink, type LinkIssuingDeps } from './issue-link';
import { retryOnClash } from '../../retry-on-clash';

const ATTEMPTS = 3;

/**
 * `POST /api/documents/{id}/signers/{order}/resend`: a signer who was asked and has not answered
 * gets a new link (30 days again). The old link is deleted in the same transaction, so only the
 * newest link works; the audit log gets a `resent` row, and the mail follows from the
 * `SignatureRequested` in its outbox.
 * The mail counts against the owner's daily limit of signing requests, in the same transaction.
 */
export async function resendSignature(
  deps: LinkIssuingDeps,
  input: { id: string; sub: string; order: number; log?: Logger },
): Promise<TDocument> {
  return retryOnClash(ATTEMPTS, async () => {
    const { document, steps } = await ownedDocument(deps.table, input);
    assertSignable(document);
    if (!OPEN_STATUSES.includes(document.status)) throw conflict(sendMessages.notOpen);
    const step = steps.find((s) => s.order === input.order);
    if (!step) throw notFound(signerMessages.notFound);
    if (!isAwaiting(step.status)) throw conflict(sendMessages.notAwaiting);

    const now = deps.clock.now();
    const at = now.toISOString();
    const tx = deps.table.transaction();
    const signer = await reissueLink(tx, step, {
      now,
      cipher: deps.tokenCipher,
      reminders: reminderSettings(document.reminders),
      ...(document.linkDays ? { linkDays: document.linkDays } : {}),
    });
    withAudit(
      tx,
      document,
      {
        action: 'resent',
        actor: ownerActor(input.sub),
        at,
        details: { email: step.email, order: step.order },
      },
      { equals: { status: document.status }, otherwise: concurrentWrite() },
    );
    const request = signatureRequestsOutbox({
      documentId: document.id,
      asked: [signer],
      resend: true,
      now,
    });
    if (request) tx.put(request);
    await chargeDailyLimit(deps.table, tx, { sub: input.sub, kind: 'signingRequests', now });
    await tx.commit();
    return documentView(deps.table, await ownedDocument(deps.table, input));
  });
}
