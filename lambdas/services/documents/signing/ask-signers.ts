import { SYSTEM_ACTOR, type AuditEntry } from '../audit-log';
import type { StepItem } from '../step-item';
import type { TransactionBuilder } from '../../../ports/table';
import { issueLink, type LinkContext } from './issue-link';
import { signatureRequestsOutbox } from './signature-requests';

/**
 * Asking signers (at send, or the next of a chain after a signature): each gets a fresh link
 * whose hash goes on their step, which moves from `pending` to `sent`, in the caller's
 * transaction, with their `SignatureRequested` in the outbox (the tokens sealed for the mail).
 */
export function askSigners(
  documentId: string,
  steps: readonly StepItem[],
  orders: readonly number[],
  now: Date,
) {
  const at = now.toISOString();
  const asked = orders.map((order) => {
    const step = steps.find((s) => s.order === order);
    if (!step) throw new Error(`No step ${order} to ask`);
    return step;
  });
  return {
    /** One `sent` audit row per signer asked. */
    entries: (when: string = at): AuditEntry[] =>
      asked.map((step) => ({
        action: 'sent',
        actor: SYSTEM_ACTOR,
        at: when,
        details: { email: step.email, order: step.order },
      })),
    /** Asks them in `tx`: their steps, links, first reminders and their mail's event. */
    async addTo(
      tx: TransactionBuilder,
      context: Omit<LinkContext, 'now'>,
    ): Promise<TransactionBuilder> {
      const links = [];
      for (const step of asked)
        links.push(
          await issueLink(tx, step, {
            ...context,
            now,
            set: { status: 'sent' },
            expect: { status: 'pending' },
          }),
        );
      const requests = signatureRequestsOutbox({ documentId, asked: links, resend: false, now });
      if (requests) tx.put(requests);
      return tx;
    },
    /** How many signers are asked (each counts against the daily limit). */
    count: asked.length,
  };
}
