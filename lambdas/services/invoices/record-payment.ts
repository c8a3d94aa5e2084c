import { invoiceMessages, type TInvoice } from '@contracts/invoices/invoice';
import { localDateOf } from '@domain/time/zoned';
import { badRequest, conflict } from '../../errors';
import { invoiceKey } from './invoice-item';
import { invoiceView, type InvoiceChangeDeps } from './invoice-view';
import { ownedInvoice } from './owned-invoice';

const credited = () => conflict(invoiceMessages.paymentOfCredited);

/**
 * Records the day one of the caller's invoices was paid (a day on the invoice's clock, from its
 * issue to today), or takes a recorded payment back (`paidOn` null). Only an invoice is paid, and
 * only while no credit note cancelled it: the write is conditioned on that, so a credit note
 * issued meanwhile wins (409). What it bills never changes.
 */
export async function recordPayment(
  deps: Pick<InvoiceChangeDeps, 'table' | 'clock' | 'documents'>,
  input: { sub: string; invoiceId: string; paidOn: string | null },
): Promise<TInvoice> {
  const item = await ownedInvoice(deps.table, input.sub, input.invoiceId);
  if (item.kind !== 'invoice') throw conflict(invoiceMessages.paymentOfCreditNote);
  if (item.creditedBy) throw credited();
  const { paidOn } = input;
  if (paidOn !== null) {
    const field = (message: string) => badRequest(message, { paidOn: message });
    if (paidOn > localDateOf(deps.clock.now(), item.timeZone))
      throw field(invoiceMessages.paidInFuture);
    if (paidOn < item.issueDate) throw field(invoiceMessages.paidBeforeIssue);
  }
  await deps.table
    .transaction()
    .update(
      invoiceKey(input.sub, 'invoice', item.number),
      paidOn === null ? { remove: ['paidOn'] } : { set: { paidOn } },
      credited(),
      { creditedBy: undefined },
    )
    .commit();
  const { paidOn: _previous, ...rest } = item;
  return invoiceView(deps.documents, paidOn === null ? rest : { ...rest, paidOn });
}
