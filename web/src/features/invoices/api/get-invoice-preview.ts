import useSWR from 'swr';
import { ZInvoicePreview } from '@contracts/invoices/invoice';
import { apiFetch } from '@/lib/api-client';

export const invoicePreviewPath = (calendarId: string, periodId: string) =>
  `/api/calendars/${encodeURIComponent(calendarId)}/timesheet-periods/${encodeURIComponent(periodId)}/invoice-preview`;

/** What the approved period's invoice would bill, read as the Issue dialog opens. */
export function useInvoicePreview(calendarId: string, periodId: string, sub: string) {
  return useSWR(
    [invoicePreviewPath(calendarId, periodId), sub],
    () => apiFetch(invoicePreviewPath(calendarId, periodId), { schema: ZInvoicePreview }),
    { shouldRetryOnError: false, revalidateOnFocus: false },
  );
}
