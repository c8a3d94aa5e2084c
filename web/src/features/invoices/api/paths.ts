/** The invoice paths; SWR keys start with them, so actions revalidate them. */
export const invoicesPath = '/api/invoices';
export const invoicePath = (invoiceId: string) =>
  `${invoicesPath}/${encodeURIComponent(invoiceId)}`;
export const issueInvoicePath = (calendarId: string, periodId: string) =>
  `/api/calendars/${encodeURIComponent(calendarId)}/timesheet-periods/${encodeURIComponent(periodId)}/invoices`;
