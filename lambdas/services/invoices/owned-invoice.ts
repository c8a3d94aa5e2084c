import { invoiceMessages } from '@contracts/invoices/invoice';
import { notFound } from '../../errors';
import type { Table } from '../../ports/table';
import { invoiceKeyOf, type InvoiceItem } from './invoice-item';

/**
 * One of the caller's invoices or credit notes by its reference, read strongly consistently.
 * The key holds the caller, so another consultant's reference is simply not found (404).
 */
export async function ownedInvoice(
  table: Pick<Table, 'get'>,
  sub: string,
  reference: string,
): Promise<InvoiceItem> {
  const key = invoiceKeyOf(sub, reference);
  const item = key ? await table.get<InvoiceItem>(key, { consistent: true }) : undefined;
  if (!item || item.userId !== sub) throw notFound(invoiceMessages.notFound);
  return item;
}
