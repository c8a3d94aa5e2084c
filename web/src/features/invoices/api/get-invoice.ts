import useSWR from 'swr';
import { invoiceRoutes } from '@contracts/invoices/routes';
import { routePath } from '@contracts/route';
import { callApi } from '@/lib/call-api';

/** One invoice's key; it starts with the list's, so actions on the list reload it too. */
export const invoicePath = (invoiceId: string) =>
  routePath(invoiceRoutes.getInvoice, { invoiceId });

/** One invoice or credit note with its lines and, once its PDF is ready, a one-hour link. */
export const getInvoice = (invoiceId: string) =>
  callApi(invoiceRoutes.getInvoice, {
    params: { invoiceId },
    schema: invoiceRoutes.getInvoice.response,
  });

/** Keyed by the invoice and the user; asked again while its PDF is being prepared. */
export function useInvoice(invoiceId: string, sub: string) {
  return useSWR([invoicePath(invoiceId), sub], () => getInvoice(invoiceId), {
    refreshInterval: (latest) => (latest?.status === 'pending' ? 1_000 : 0),
  });
}
