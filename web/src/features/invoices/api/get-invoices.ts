import { invoiceRoutes } from '@contracts/invoices/routes';
import { callApi } from '@/lib/call-api';
import { usePagedList } from '@/lib/use-paged-list';

/** The list's key: each invoice's starts with it, so actions that revalidate it reload both. */
export const invoicesPath = invoiceRoutes.listInvoices.path;

/** One page of the consultant's invoices and credit notes, newest first. */
export const getInvoices = (cursor?: string | null) =>
  callApi(invoiceRoutes.listInvoices, {
    query: { cursor: cursor || undefined },
    schema: invoiceRoutes.listInvoices.response,
  });

/**
 * The list, a page at a time (lib/use-paged-list.ts): an action that revalidates `invoicesPath`
 * reloads every page shown (a PDF becoming ready, an invoice credited).
 */
export const useInvoices = (sub: string) =>
  usePagedList(invoicesPath, sub, [], (_, cursor) => getInvoices(cursor));
