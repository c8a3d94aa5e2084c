import {
  INVOICE_MAIL_REQUESTED,
  type TInvoice,
  type TInvoiceMailRequested,
} from '@contracts/invoices/invoice';
import { chargeDailyLimit } from '../daily-limit';
import { toOutboxItem } from '../outbox/outbox-item';
import { invoiceView, type InvoiceChangeDeps } from './invoice-view';
import { ownedInvoice } from './owned-invoice';

/**
 * Mails one of the caller's invoices or credit notes (again) as its PDF: the request is put in
 * the outbox as `InvoiceMailRequested`, whose consumer sends exactly one mail for it, and counts
 * against the daily limit of mailed invoices in the same transaction (past it: 429, nothing sent).
 * The invoice itself is unchanged but for the address it was last mailed to.
 */
export async function sendInvoice(
  deps: InvoiceChangeDeps,
  input: { sub: string; invoiceId: string; emailAddress: string },
): Promise<TInvoice> {
  const item = await ownedInvoice(deps.table, input.sub, input.invoiceId);
  const now = deps.clock.now();
  const detail: TInvoiceMailRequested = {
    sub: input.sub,
    invoiceId: item.reference,
    deliveryId: deps.ids.newId(),
    emailAddress: input.emailAddress,
  };
  const tx = deps.table
    .transaction()
    .put(
      toOutboxItem(
        INVOICE_MAIL_REQUESTED,
        `${input.sub}#${item.reference}#${detail.deliveryId}`,
        detail,
        now,
      ),
    );
  await chargeDailyLimit(deps.table, tx, { sub: input.sub, kind: 'mailedInvoices', now });
  await tx.commit();
  return invoiceView(deps.documents, item);
}
