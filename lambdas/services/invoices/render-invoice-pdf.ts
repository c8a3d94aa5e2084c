import { INVOICE_KIND_LABELS } from '@contracts/invoices/invoice';
import { EXPORT_CONTENT_TYPES } from '@contracts/timesheets/export';
import { formatTaxRate } from '@domain/invoices/invoice-totals';
import { formatDuration, formatMoney } from '@domain/timesheets/money';
import { drawBlocks, drawTable, renderSheetReport, type Table } from '../timesheets/pdf-sheet';
import { invoiceFileName, type InvoiceSnapshot } from './invoice-item';

/**
 * An invoice or credit note as an A4 PDF, drawn on the timesheet export's sheets: the title,
 * reference and dates, who it is from and who it bills, the period and booking page, a table of
 * its lines, then the subtotal, the tax and the total. Every figure is the snapshot's own, as
 * `formatMoney` writes it in the invoice's currency, so the printed lines and tax add up to the
 * printed total. The same snapshot always gives the same bytes: the file's date is the invoice's
 * `createdAt`, never the clock's, so a retried event stores and mails an identical file.
 */

export interface RenderedInvoice {
  fileName: string;
  contentType: string;
  bytes: Uint8Array;
}

const PRODUCER = 'vCISO Hub invoices';

/**
 * Who it is from: the name (else the e-mail), the company, the e-mail, the address and the tax
 * number.
 */
function issuerLines(issuer: InvoiceSnapshot['issuer']): string[] {
  return [
    issuer.name || issuer.email,
    ...(issuer.company ? [issuer.company] : []),
    ...(issuer.name && issuer.email ? [issuer.email] : []),
    issuer.address,
    ...(issuer.taxId ? [`Tax number: ${issuer.taxId}`] : []),
  ];
}

function clientLines(client: InvoiceSnapshot['client']): string[] {
  const lines = [client.name, client.email, client.address].filter(Boolean);
  return lines.length ? lines : ['—'];
}

function details(invoice: InvoiceSnapshot): Array<[string, string]> {
  const dates: Array<[string, string]> =
    invoice.kind === 'invoice'
      ? [
          ['Issue date', invoice.issueDate],
          ['Due date', invoice.dueDate],
        ]
      : [
          ['Issue date', invoice.issueDate],
          ['Credits', `Invoice ${invoice.credits ?? ''}`],
          ...(invoice.reason ? [['Reason', invoice.reason] as [string, string]] : []),
        ];
  return [
    ['Reference', invoice.reference],
    ...dates,
    ['Booking page', invoice.bookingPageName],
    ['Period', `${invoice.startDate} to ${invoice.endDate} (${invoice.timeZone})`],
    ...(invoice.engagement
      ? ([
          ['Engagement', invoice.engagement.title],
          ['Letter SHA-256', invoice.engagement.letterSha256],
        ] as [string, string][])
      : []),
  ];
}

function linesTable(invoice: InvoiceSnapshot): Table {
  const money = (pence: number) => formatMoney(pence, invoice.currency);
  return {
    title: 'Work billed',
    columns: [
      { header: 'Date', width: 58 },
      { header: 'Description' },
      { header: 'Hours', width: 52, align: 'right' },
      { header: 'Rate / hour', width: 68, align: 'right' },
      { header: 'Amount', width: 76, align: 'right' },
    ],
    rows: invoice.lines.map((line) => [
      line.date,
      line.description,
      formatDuration(line.durationMinutes),
      money(line.ratePence),
      money(line.amountPence),
    ]),
    empty: 'No billable work in this period',
  };
}

export async function renderInvoicePdf(invoice: InvoiceSnapshot): Promise<RenderedInvoice> {
  const title = INVOICE_KIND_LABELS[invoice.kind];
  const money = (pence: number) => formatMoney(pence, invoice.currency);
  const bytes = await renderSheetReport({
    metadata: {
      title: `${title} ${invoice.reference}: ${invoice.bookingPageName}, ${invoice.startDate} to ${invoice.endDate}`,
      author: invoice.issuer.name || invoice.issuer.email,
      producer: PRODUCER,
      at: new Date(invoice.createdAt),
    },
    heading: `${title} ${invoice.reference}`,
    details: details(invoice),
    body: (sheet) => {
      drawBlocks(sheet, [
        { heading: 'From', lines: issuerLines(invoice.issuer) },
        { heading: 'Bill to', lines: clientLines(invoice.client) },
      ]);
      drawTable(sheet, linesTable(invoice));
    },
    totals: [
      ['Subtotal', money(invoice.subtotalPence)],
      [`Tax (${formatTaxRate(invoice.taxBasisPoints)})`, money(invoice.taxPence)],
      ['Total', money(invoice.totalPence)],
    ],
    footer: `${title} ${invoice.reference} · ${invoice.bookingPageName} · ${invoice.startDate} to ${invoice.endDate}`,
  });
  return {
    fileName: invoiceFileName(invoice.reference),
    contentType: EXPORT_CONTENT_TYPES.pdf,
    bytes,
  };
}
