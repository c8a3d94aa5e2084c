import { ZInvoice, type TCreditInvoice } from '@contracts/invoices/invoice';
import { apiFetch } from '@/lib/api-client';
import { invoicePath } from './paths';

/** Cancels the invoice with a credit note; the answer is the credit note. */
export const creditInvoice = (invoiceId: string, body: TCreditInvoice) =>
  apiFetch(`${invoicePath(invoiceId)}/credit-note`, { method: 'POST', body, schema: ZInvoice });
