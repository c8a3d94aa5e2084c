import type { TSignatureRequested } from '@contracts/documents/events';
import { concurrentWrite } from '../../../errors';
import type { TransactionBuilder } from '../../../ports/table';
import { SYSTEM_ACTOR, type AuditEntry } from '../audit-log';
import { stepKey, type StepItem } from '../step-item';
import { issueSigningToken, toLinkExpiryItem } from './signing-token-item';

/**
 * Asking signers (at send, or the next of a chain after a signature): each gets a fresh link
 * whose hash goes on their step, which moves from `pending` to `sent`, in the caller's
 * transaction. The raw tokens leave only in the `SignatureRequested` details, for the mail.
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
    addTo(tx: TransactionBuilder): TransactionBuilder {
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
      return tx;
    },
    requests: asked.map(({ step, token }): TSignatureRequested => ({
      documentId,
      order: step.order,
      token,
      resend: false,
    })),
  };
}
