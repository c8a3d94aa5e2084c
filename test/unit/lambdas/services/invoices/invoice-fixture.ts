import { creditNoteOf, invoiceFigures } from '@domain/invoices/invoice-totals';
import { lineAmountPence } from '@domain/timesheets/money';
import type { InvoiceSnapshot } from '../../../../../lambdas/services/invoices/invoice-item';

/** An invoice snapshot of these lines (each priced as the export prices it), taxed at 20 %. */
export function invoiceOf(
  lines: Array<{ durationMinutes: number; ratePence: number; description: string }>,
  taxBasisPoints = 2000,
): InvoiceSnapshot {
  const billed = lines.map((line, i) => ({
    date: `2030-03-${String((i % 28) + 1).padStart(2, '0')}`,
    description: line.description,
    durationMinutes: line.durationMinutes,
    ratePence: line.ratePence,
    amountPence: lineAmountPence(line.durationMinutes, line.ratePence),
  }));
  return {
    kind: 'invoice',
    number: 7,
    reference: 'INV-0007',
    userId: 'consultant-sub',
    bookingPageId: 'page-id',
    bookingPageName: 'Acme advisory',
    periodId: '2030-03-01_2030-03-31',
    startDate: '2030-03-01',
    endDate: '2030-03-31',
    timeZone: 'Europe/London',
    currency: 'GBP',
    issuer: {
      name: 'Jane Consultant',
      email: 'jane@example.com',
      address: '2 Low Road\nLeeds',
      taxId: 'GB123456789',
    },
    client: { name: 'Acme Ltd', email: 'ap@acme.example', address: '1 High Street\nLondon' },
    issueDate: '2030-04-01',
    dueDate: '2030-05-01',
    lines: billed,
    ...invoiceFigures(billed, taxBasisPoints),
    createdAt: '2030-04-01T09:00:00.000Z',
  };
}

/** The credit note of an invoice, as the credit route makes it. */
export function creditNoteSnapshotOf(invoice: InvoiceSnapshot, reason: string): InvoiceSnapshot {
  const { lines, figures } = creditNoteOf({ lines: invoice.lines, figures: invoice });
  return {
    ...invoice,
    kind: 'credit-note',
    number: 1,
    reference: 'CN-0001',
    dueDate: '2030-04-02',
    issueDate: '2030-04-02',
    lines,
    ...figures,
    credits: invoice.reference,
    reason,
    createdAt: '2030-04-02T09:00:00.000Z',
  };
}
