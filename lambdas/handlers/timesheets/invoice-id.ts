import { invoiceMessages } from '@contracts/invoices/invoice';
import { parseInvoiceReference } from '@domain/invoices/invoice-totals';
import { notFound } from '../../errors';

/** `{invoiceId}`: a reference (`INV-0001`); anything that cannot be one is simply not found. */
export function invoiceIdOf(params: Record<string, string | undefined>): string {
  const id = params.invoiceId ?? '';
  if (!parseInvoiceReference(id)) throw notFound(invoiceMessages.notFound);
  return id;
}
