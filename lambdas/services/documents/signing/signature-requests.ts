import { SIGNATURE_REQUESTED, type TSignatureRequested } from '@contracts/documents/events';
import type { TokenCipher } from '../../../ports/token-cipher';
import { toOutboxItem, type OutboxItem } from '../../outbox/outbox-item';

/** A signer just given a fresh link: its raw token exists only until it is sealed below. */
export interface AskedSigner {
  order: number;
  token: string;
  hash: string;
}

/**
 * The `SignatureRequested` of every signer one change asks, as one outbox item written in that
 * change's transaction (one item, however many signers: a send stays within 100 items). Each
 * link's token is sealed with the token key, so only the mail consumer, which may decrypt,
 * ever puts it in a mail. The first link's hash names the item: fresh for every change.
 */
export async function signatureRequestsOutbox(
  cipher: TokenCipher,
  input: { documentId: string; asked: readonly AskedSigner[]; resend: boolean; now: Date },
): Promise<OutboxItem | undefined> {
  const [first] = input.asked;
  if (!first) return undefined;
  const details = await Promise.all(
    input.asked.map(async ({ order, token }): Promise<TSignatureRequested> => ({
      documentId: input.documentId,
      order,
      tokenCiphertext: await cipher.encrypt(token),
      resend: input.resend,
    })),
  );
  return toOutboxItem(SIGNATURE_REQUESTED, `${input.documentId}#${first.hash}`, details, input.now);
}
