import type { TDocument } from '@contracts/documents/document';
import type { Table, TransactionBuilder } from '../../../ports/table';
import { chargeDailyLimit } from '../../daily-limit';
import { documentView } from '../document-view';
import { ownedDocument } from '../owned-document';

// Apart from signature-requests.ts, which the signer's own area also reaches: only the owner's
// send and extend charge the daily limit and answer the document, and a function's code holds
// only the entities its rights name.
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
