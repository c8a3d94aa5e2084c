import {
  DOCUMENT_COMPLETED,
  DOCUMENT_SIGNED,
  type TDocumentCompleted,
  type TDocumentSigned,
} from '@contracts/documents/events';
import {
  signingMessages,
  type TSignSubmissionParsed,
  type TSigningOutcome,
} from '@contracts/documents/signing';
import { ordersToAskAfterSign } from '@domain/documents/signing-order';
import { reminderSettings } from '@domain/documents/reminders';
import { nextState } from '@domain/documents/status-machine';
import { badRequest, concurrentWrite } from '../../../errors';
import { sealQueueKeys } from '../../../keys/seal-queue';
import type { Logger } from '../../../middleware/logger';
import { toOutboxItem } from '../../outbox/outbox-item';
import { signerActor, SYSTEM_ACTOR, withAudit, type AuditEntry } from '../audit-log';
import { retryOnClash } from '../../retry-on-clash';
import { collectFieldValues } from './collect-values';
import { hasConsented } from './get-signing-session';
import { closedDocument, openSigningLink, usedLink } from './open-signing-link';
import { answerThroughLink } from './answer-link';
import { askSigners } from './ask-signers';
import type { SignerClient } from './signer-client';
import type { LinkIssuingDeps } from './issue-link';

/** Enough for every signer of a group signing at the same moment. */
const ATTEMPTS = 25;

/**
 * `POST /api/sign/sign`. One transaction is the whole signature, and a compare-and-set:
 * the link is marked used only if it was unused, and the step moves to `signed` only from the
 * state read, so of any number of submissions with one link exactly one succeeds and the others
 * are told the link was used. The same transaction moves the document by the state machine (under
 * its audit head), appends the `signed` row, asks the next signer of a chain (new link, step
 * `sent`), and, after the last signature, sets `completedAt` and queues the document for sealing.
 * Its events (`DocumentSigned`, the next signer's `SignatureRequested`, `DocumentCompleted`) are
 * in the outbox of that transaction.
 */
export async function signDocument(
  deps: LinkIssuingDeps,
  input: {
    token: string;
    submission: TSignSubmissionParsed;
    client: SignerClient;
    log?: Logger;
  },
): Promise<TSigningOutcome> {
  return retryOnClash(ATTEMPTS, async () => {
    const { bundle, step, hash } = await openSigningLink(deps, input.token);
    const { document, steps } = bundle;
    if (!hasConsented(step)) throw badRequest(signingMessages.consentRequired);
    const now = deps.clock.now();
    const at = now.toISOString();
    const values = collectFieldValues(
      bundle.fields.filter((f) => f.signerEmail === step.email),
      input.submission,
      now,
    );
    const next = nextState(document.status, steps, { type: 'sign', order: step.order });
    if (!next.ok)
      throw next.reason === 'wrong_status' ? closedDocument(document.status) : usedLink();
    const completed = next.status === 'fully_signed';
    const asks = askSigners(
      document.id,
      steps,
      ordersToAskAfterSign(document.workflowType, next.steps, step.order),
      now,
    );

    const tx = answerThroughLink(
      deps.table,
      { step, hash },
      { at, client: input.client, answer: { status: 'signed', signedAt: at, values } },
    );
    const entries: AuditEntry[] = [
      {
        action: 'signed',
        actor: signerActor(step.email),
        at,
        details: {
          order: step.order,
          name: step.name,
          ip: input.client.ip,
          userAgent: input.client.userAgent,
          signature: input.submission.signature?.type ?? 'none',
          fields: Object.keys(values).length,
        },
      },
      ...asks.entries(at),
      ...(completed
        ? [{ action: 'completed' as const, actor: SYSTEM_ACTOR, at, details: {} }]
        : []),
    ];
    withAudit(tx, document, entries, {
      changes: { set: { status: next.status, ...(completed ? { completedAt: at } : {}) } },
      equals: { status: document.status },
      otherwise: concurrentWrite(),
    });
    await asks.addTo(tx, {
      cipher: deps.tokenCipher,
      reminders: reminderSettings(document.reminders),
      ...(document.linkDays ? { linkDays: document.linkDays } : {}),
    });
    const signed: TDocumentSigned = { documentId: document.id, order: step.order };
    tx.put(toOutboxItem(DOCUMENT_SIGNED, `${document.id}#${step.order}`, signed, now));
    if (completed) {
      const done: TDocumentCompleted = { documentId: document.id };
      tx.put({
        ...sealQueueKeys.key({ completedAt: at, documentId: document.id }),
        completedAt: at,
        documentId: document.id,
      }).put(toOutboxItem(DOCUMENT_COMPLETED, document.id, done, now));
    }
    // A clash with another signer of the document writing at the same moment reads again
    // (retryOnClash); a second use of the same link is answered 410 by its compare-and-set.
    await tx.commit();
    return { signerStatus: 'signed', documentStatus: next.status };
  });
}
