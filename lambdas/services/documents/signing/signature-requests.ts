import { SIGNATURE_REQUESTED, type TSignatureRequested } from '@contracts/documents/events';
import { toOutboxItem, type OutboxItem } from '../../outbox/outbox-item';

/** A signer just given a fresh link: its token exists only sealed with the token key. */
export interface AskedSigner {
  order: number;
  hash: string;
  tokenCiphertext: string;
}

/**
 * The `SignatureRequested` of every signer one change asks, as one outbox item written in that
 * change's transaction (one item, however many signers: a send stays within 100 items). Each
 * link's token is sealed with the token key, so only the mail consumer, which may decrypt,
 * ever puts it in a mail. The first link's hash names the item: fresh for every change.
 */
export function signatureRequestsOutbox(input: {
  documentId: string;
  asked: readonly AskedSigner[];
  resend: boolean;
  now: Date;
}): OutboxItem | undefined {
  const [first] = input.asked;
  if (!first) return undefined;
  const details = input.asked.map(({ order, tokenCiphertext }): TSignatureRequested => ({
    documentId: input.documentId,
    order,
    tokenCiphertext,
    resend: input.resend,
  }));
  return toOutboxItem(SIGNATURE_REQUESTED, `${input.documentId}#${first.hash}`, details, input.now);
}
