import useSWR from 'swr';
import { timesheetRoutes } from '@contracts/timesheets/routes';
import { routePath } from '@contracts/route';
import { callApi } from '@/lib/call-api';

/** What the approved period's invoice would bill, read as the Issue dialog opens. */
export function useInvoicePreview(bookingPageId: string, periodId: string, sub: string) {
  const params = { id: bookingPageId, periodId };
  return useSWR(
    [routePath(timesheetRoutes.invoicePreview, params), sub],
    () =>
      callApi(timesheetRoutes.invoicePreview, {
        params,
        schema: timesheetRoutes.invoicePreview.response,
      }),
    { shouldRetryOnError: false, revalidateOnFocus: false },
  );
}
