import { SIGNATURE_REQUESTED, type TSignatureRequested } from '@contracts/documents/events';
import type { TDocument } from '@contracts/documents/document';
import type { Table, TransactionBuilder } from '../../../ports/table';
import { chargeDailyLimit } from '../../daily-limit';
import { toOutboxItem, type OutboxItem } from '../../outbox/outbox-item';
import { documentView } from '../document-view';
import { ownedDocument } from '../owned-document';

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

/**
 * The end of a change that asks signers (a send, an extension): the `count` signers asked count
 * against the owner's daily limit of signing requests in the same transaction, which commits;
 * answers the document as the owner now sees it.
 */
export async function commitSigningRequests(
  table: Pick<Table, 'get' | 'queryAll'>,
  tx: TransactionBuilder,
  input: { id: string; sub: string; now: Date; count: number },
): Promise<TDocument> {
  const { sub, now, count } = input;
  await chargeDailyLimit(table, tx, { sub, kind: 'signingRequests', now, count });
  await tx.commit();
  return documentView(table, await ownedDocument(table, input));
}
