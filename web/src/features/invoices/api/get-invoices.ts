import useSWR from 'swr';
import useSWRInfinite from 'swr/infinite';
import type { TInvoiceList } from '@contracts/invoices/invoice';
import { invoiceRoutes } from '@contracts/invoices/routes';
import { callApi } from '@/lib/call-api';

/** The list's key: each invoice's starts with it, so actions that revalidate it reload both. */
export const invoicesPath = invoiceRoutes.listInvoices.path;

/** One page of the consultant's invoices and credit notes, newest first. */
export const getInvoices = (cursor?: string | null) =>
  callApi(invoiceRoutes.listInvoices, {
    query: { cursor: cursor || undefined },
    schema: invoiceRoutes.listInvoices.response,
  });

type PageKey = readonly [path: string, sub: string, cursor: string];

/**
 * The list, a page at a time ("Load more"); each key holds the signed-in user, each next page's
 * the previous page's cursor. Actions revalidate keys by path, which never reaches an
 * `useSWRInfinite` list (vercel/swr#2390), so a plain key of the same path stands in for it: it
 * fetches nothing itself, and when an action revalidates `invoicesPath` it reloads every page
 * shown (a PDF becoming ready, an invoice credited).
 */
export function useInvoices(sub: string) {
  const getKey = (index: number, previous: TInvoiceList | null): PageKey | null => {
    if (index > 0 && !previous?.nextCursor) return null;
    return [invoicesPath, sub, index === 0 ? '' : (previous?.nextCursor ?? '')];
  };
  const pages = useSWRInfinite(getKey, ([, , cursor]: PageKey) => getInvoices(cursor), {
    revalidateOnMount: true,
    revalidateFirstPage: false,
  });
  const { mutate } = pages;
  useSWR(
    [invoicesPath, sub, 'reload'],
    async () => {
      await mutate();
      return null;
    },
    {
      revalidateOnMount: false,
      revalidateOnFocus: false,
      revalidateOnReconnect: false,
      shouldRetryOnError: false,
    },
  );
  return pages;
}
