import useSWR from 'swr';
import { ZInvoice } from '@contracts/invoices/invoice';
import { apiFetch } from '@/lib/api-client';
import { invoicePath } from './paths';

export { invoicePath };

/** One invoice or credit note with its lines and, once its PDF is ready, a one-hour link. */
export const getInvoice = (invoiceId: string) =>
  apiFetch(invoicePath(invoiceId), { schema: ZInvoice });

/** Keyed by the invoice and the user; asked again while its PDF is being prepared. */
export function useInvoice(invoiceId: string, sub: string) {
  return useSWR([invoicePath(invoiceId), sub], () => getInvoice(invoiceId), {
    refreshInterval: (latest) => (latest?.status === 'pending' ? 1_000 : 0),
  });
}
