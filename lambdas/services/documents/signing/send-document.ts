import type { TDocument } from '@contracts/documents/document';
import { sendMessages } from '@contracts/documents/signing';
import { ordersToAskOnSend } from '@domain/documents/signing-order';
import { reminderSettings } from '@domain/documents/reminders';
import { nextState } from '@domain/documents/status-machine';
import { badRequest, concurrentWrite, conflict } from '../../../errors';
import type { Logger } from '../../../middleware/logger';
import type { TransactionBuilder } from '../../../ports/table';
import { ownerActor, withAudit } from '../audit-log';
import { ownedDocument } from '../owned-document';
import { assertSignable } from '../signable';
import { professionalProfileOf } from '../../profile/professional-profile-item';
import { askSigners } from './ask-signers';
import { retryOnClash } from '../../retry-on-clash';
import type { LinkIssuingDeps } from './issue-link';
import { commitSigningRequests } from './commit-signing-requests';

const ATTEMPTS = 3;

/**
 * `POST /api/documents/{id}/send` (spec §7 send-signature-request). Only a draft whose every
 * signer has a field is sent. One transaction moves it to `pending_signatures` (on condition it is
 * still the draft read, with the same signers and fields), asks the signers the workflow names
 * (group: all; chain: the first) with a fresh link each, appends the `sent` audit row, and puts
 * the asked signers' `SignatureRequested` in the outbox for the mail. The signers mailed count
 * against the owner's daily limit in the same transaction: past it, 429 and nothing is sent.
 * The sender's name, as their profile gives it then, goes with the document: the signers' mails
 * and page name them by it, with the sender's message if any; each link works the days chosen
 * (`linkDays`, else 30), also those issued later. Answers the document as the owner now sees it.
 */
export async function sendDocument(
  deps: LinkIssuingDeps,
  input: {
    id: string;
    sub: string;
    log?: Logger;
    message?: string;
    linkDays?: number;
    /**
     * What else the send writes in its own transaction (an engagement moving with its letter),
     * so the document goes out exactly when that change is made.
     */
    alsoWrite?: (tx: TransactionBuilder) => void;
  },
): Promise<TDocument> {
  return retryOnClash(ATTEMPTS, async () => {
    const { document, steps, fields } = await ownedDocument(deps.table, input);
    assertSignable(document);
    if (document.status !== 'draft') throw conflict(sendMessages.notDraft);
    if (steps.length === 0) throw badRequest(sendMessages.noSigners);
    const bare = steps.filter((s) => !fields.some((f) => f.signerEmail === s.email));
    if (bare.length)
      throw badRequest(
        `${sendMessages.signerWithoutFields} (${bare.map((s) => s.name || s.email).join(', ')})`,
      );
    const next = nextState(document.status, steps, { type: 'send' });
    if (!next.ok) throw conflict(sendMessages.notDraft);

    const { name: senderName } = await professionalProfileOf(deps.table, input.sub);
    const now = deps.clock.now();
    const at = now.toISOString();
    const asks = askSigners(
      document.id,
      steps,
      ordersToAskOnSend(document.workflowType, steps),
      now,
    );
    const tx = deps.table.transaction();
    withAudit(
      tx,
      document,
      [
        {
          action: 'sent',
          actor: ownerActor(input.sub),
          at,
          details: { workflow_type: document.workflowType, signer_count: steps.length },
        },
        ...asks.entries(at),
      ],
      {
        changes: {
          set: {
            status: next.status,
            sentAt: at,
            ...(senderName ? { senderName } : {}),
            ...(input.message ? { message: input.message } : {}),
            ...(input.linkDays ? { linkDays: input.linkDays } : {}),
          },
        },
        equals: { status: 'draft', fieldSet: document.fieldSet },
        otherwise: concurrentWrite(),
      },
    );
    input.alsoWrite?.(tx);
    await asks.addTo(tx, {
      cipher: deps.tokenCipher,
      reminders: reminderSettings(document.reminders),
      ...(input.linkDays ? { linkDays: input.linkDays } : {}),
    });
    // Signers, fields or the document changed meanwhile: check everything again.
    return commitSigningRequests(deps.table, tx, { ...input, now, count: asks.count });
  });
}
