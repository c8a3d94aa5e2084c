import { INVOICE_KIND_LABELS } from '@contracts/invoices/invoice';
import { displayNameOf } from '@domain/account/display-name';
import { formatDateRange, formatHumanDate } from '@domain/time/human-dates';
import { formatMoney } from '@domain/timesheets/money';
import { mails } from '../../mail/mails';
import type { MailMessage } from '../../ports/mailer';
import type { InvoiceSnapshot } from './invoice-item';
import type { RenderedInvoice } from './render-invoice-pdf';

/**
 * Who an invoice is from, as its mail names them: the profile's name (with the company, if any),
 * the e-mail only on invoices issued before a name was required.
 */
export const issuerNameOf = (invoice: Pick<InvoiceSnapshot, 'issuer'>): string => {
  const name = displayNameOf(invoice.issuer.name, invoice.issuer.email);
  return invoice.issuer.company ? `${name}, ${invoice.issuer.company}` : name;
};

/** The mail that carries an invoice's or credit note's PDF as its attachment. */
export function invoiceMailOf(input: {
  invoice: InvoiceSnapshot;
  file: RenderedInvoice;
  to: string;
}): MailMessage {
  const { invoice, file } = input;
  return {
    to: input.to,
    ...mails.clientInvoiceSent({
      kind: INVOICE_KIND_LABELS[invoice.kind],
      reference: invoice.reference,
      issuer: issuerNameOf(invoice),
      pageName: invoice.bookingPageName,
      period: formatDateRange(invoice.startDate, invoice.endDate),
      total: formatMoney(invoice.totalPence, invoice.currency),
      terms:
        invoice.kind === 'invoice'
          ? { dueDate: formatHumanDate(invoice.dueDate) }
          : { credits: invoice.credits ?? '' },
    }),
    ...(invoice.issuer.email ? { replyTo: invoice.issuer.email } : {}),
    attachments: [{ filename: file.fileName, contentType: file.contentType, content: file.bytes }],
  };
}
