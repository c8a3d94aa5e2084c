import { ZInvoice, type TSendInvoice } from '@contracts/invoices/invoice';
import { apiFetch } from '@/lib/api-client';
import { invoicePath } from './paths';

/** Mails the invoice's PDF to an address (again). */
export const sendInvoice = (invoiceId: string, body: TSendInvoice) =>
  apiFetch(`${invoicePath(invoiceId)}/send`, { method: 'POST', body, schema: ZInvoice });
