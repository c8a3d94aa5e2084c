import type { TInvoiceKind } from '@contracts/invoices/invoice';
import { concurrentWrite } from '../../errors';
import type { Table, TransactionBuilder } from '../../ports/table';
import { retryOnClash } from '../retry-on-clash';
import { invoiceCounterKey, type InvoiceCounterItem, type InvoiceItem } from './invoice-item';

/**
 * Enough tries that twenty invoices issued by one consultant at the same moment all get their
 * number: each lost race is a retryable clash, tried again after a short random pause so the
 * racers spread out rather than colliding again in step.
 */
export const NUMBERING_ATTEMPTS = 40;
const BACK_OFF_MS = { min: 5, max: 40 };

const pause = () =>
  new Promise((resolve) =>
    setTimeout(resolve, BACK_OFF_MS.min + Math.random() * (BACK_OFF_MS.max - BACK_OFF_MS.min)),
  );

/**
 * Issues the next invoice or credit note of a consultant's sequence for its kind. Each try reads
 * the counter's `last` and commits ONE transaction that moves the counter to `last + 1` on
 * condition it still holds `last` (or creates it at 1 when absent), creates the invoice under
 * that number on condition no item has its key, and carries the caller's own writes (`alongside`:
 * the period, the credited invoice, the outbox event). So a number exists only once its invoice
 * has committed, no number is used twice and none is skipped. A try that lost the counter to
 * another issue is tried again with the next number; any other refusal goes to the caller.
 */
export async function issueNumbered(
  deps: { table: Pick<Table, 'get' | 'transaction'> },
  input: {
    sub: string;
    kind: TInvoiceKind;
    /** The item to create under `number`. */
    build: (number: number) => InvoiceItem;
    /** The writes that go with it, added to the same transaction. */
    alongside: (tx: TransactionBuilder, item: InvoiceItem) => Promise<void> | void;
    /** Before each try: answers instead when it returns an item (a request already served). */
    before?: () => Promise<InvoiceItem | undefined>;
  },
): Promise<InvoiceItem> {
  let tries = 0;
  return retryOnClash(NUMBERING_ATTEMPTS, async () => {
    if (tries++ > 0) await pause();
    const earlier = await input.before?.();
    if (earlier) return earlier;
    const counterKey = invoiceCounterKey(input.sub, input.kind);
    const counter = await deps.table.get<InvoiceCounterItem>(counterKey, { consistent: true });
    const last = counter ? Number(counter.last) : 0;
    const item = input.build(last + 1);
    const tx = deps.table.transaction();
    if (counter) tx.update(counterKey, { set: { last: last + 1 } }, concurrentWrite(), { last });
    else tx.create({ ...counterKey, last: 1 }, concurrentWrite());
    tx.create(item, concurrentWrite());
    await input.alongside(tx, item);
    await tx.commit();
    return item;
  });
}
