import { concurrentWrite } from '../../../errors';
import type { TransactionBuilder } from '../../../ports/table';
import { stepKey, type StepItem } from '../step-item';
import type { AskedSigner } from './signature-requests';
import { issueSigningToken, signingTokenKey, toLinkExpiryItem } from './signing-token-item';

/**
 * Gives a waiting signer a fresh 30-day link inside `tx`: the step points at the new link (on
 * condition it is still in the state read), the link and its expiry entry are stored, and the old
 * link is deleted, so only the newest one works. Answers the signer to ask, and when the link ends.
 */
export function reissueLink(
  tx: TransactionBuilder,
  step: Pick<StepItem, 'documentId' | 'order' | 'status' | 'tokenHash'>,
  now: Date,
): AskedSigner & { expiresAt: string } {
  const { token, hash, item } = issueSigningToken(
    { documentId: step.documentId, order: step.order },
    now,
  );
  tx.update(
    stepKey(step.documentId, step.order),
    { set: { sentAt: now.toISOString(), tokenHash: hash, tokenExpiresAt: item.expiresAt } },
    concurrentWrite(),
    { status: step.status, tokenHash: step.tokenHash },
  )
    .create(item, concurrentWrite())
    .put(toLinkExpiryItem(item));
  if (step.tokenHash) tx.deleteIfAny(signingTokenKey(step.tokenHash));
  return { order: step.order, token, hash, expiresAt: item.expiresAt };
}
