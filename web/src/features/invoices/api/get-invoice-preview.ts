import useSWR from 'swr';
import { invoiceRoutes } from '@contracts/invoices/routes';
import { routePath } from '@contracts/route';
import { callApi } from '@/lib/call-api';

/** What the approved period's invoice would bill, read as the Issue dialog opens. */
export function useInvoicePreview(bookingPageId: string, periodId: string, sub: string) {
  const params = { id: bookingPageId, periodId };
  return useSWR(
    [routePath(invoiceRoutes.invoicePreview, params), sub],
    () =>
      callApi(invoiceRoutes.invoicePreview, {
        params,
        schema: invoiceRoutes.invoicePreview.response,
      }),
    { shouldRetryOnError: false, revalidateOnFocus: false },
  );
}
