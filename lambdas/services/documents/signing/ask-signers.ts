import { concurrentWrite } from '../../../errors';
import type { TransactionBuilder } from '../../../ports/table';
import { SYSTEM_ACTOR, type AuditEntry } from '../audit-log';
import { stepKey, type StepItem } from '../step-item';
import type { TokenCipher } from '../../../ports/token-cipher';
import { signatureRequestsOutbox } from './signature-requests';
import { issueSigningToken, toLinkExpiryItem } from './signing-token-item';

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
    return { step, ...issueSigningToken({ documentId, order }, now) };
  });
  return {
    /** One `sent` audit row per signer asked. */
    entries: (when: string = at): AuditEntry[] =>
      asked.map(({ step }) => ({
        action: 'sent',
        actor: SYSTEM_ACTOR,
        at: when,
        details: { email: step.email, order: step.order },
      })),
    /** Asks them in `tx`: their steps, links and (sealed by `cipher`) their mail's event. */
    async addTo(tx: TransactionBuilder, cipher: TokenCipher): Promise<TransactionBuilder> {
      for (const { step, hash, item } of asked) {
        tx.update(
          stepKey(documentId, step.order),
          {
            set: { status: 'sent', sentAt: at, tokenHash: hash, tokenExpiresAt: item.expiresAt },
          },
          concurrentWrite(),
          { status: 'pending' },
        );
        tx.create(item, concurrentWrite()).put(toLinkExpiryItem(item));
      }
      const requests = await signatureRequestsOutbox(cipher, {
        documentId,
        asked: asked.map(({ step, token, hash }) => ({ order: step.order, token, hash })),
        resend: false,
        now,
      });
      if (requests) tx.put(requests);
      return tx;
    },
    /** How many signers are asked (each counts against the daily limit). */
    count: asked.length,
  };
}
