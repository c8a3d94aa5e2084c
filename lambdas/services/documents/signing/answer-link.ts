import type { Table, TransactionBuilder } from '../../../ports/table';
import { stepKey } from '../step-item';
import { usedLink, type OpenLink } from './open-signing-link';
import type { SignerClient } from './signer-client';
import { signingTokenKey } from './signing-token-item';

/**
 * The first writes of a signer's answer (signing or declining), one compare-and-set: the link is
 * marked used only if it was still unused, and the step takes the answer (with the signer's
 * address and browser, the evidence) only from the state read. Of any number of answers with
 * one link exactly one commits; the others are told the link was used.
 */
export function answerThroughLink(
  table: Pick<Table, 'transaction'>,
  link: Pick<OpenLink, 'hash' | 'step'>,
  input: { at: string; client: SignerClient; answer: Record<string, unknown> },
): TransactionBuilder {
  const { hash, step } = link;
  return (
    table
      .transaction()
      // First, so that a lost race is answered as what it is: the link was used.
      .update(signingTokenKey(hash), { set: { usedAt: input.at } }, usedLink(), {
        usedAt: undefined,
      })
      .update(
        stepKey(step.documentId, step.order),
        {
          set: {
            ...input.answer,
            ip: input.client.ip,
            userAgent: input.client.userAgent,
          },
        },
        usedLink(),
        { status: step.status, tokenHash: hash },
      )
  );
}
