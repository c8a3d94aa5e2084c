import {
  INVOICE_ISSUED,
  invoiceMessages,
  type TInvoice,
  type TInvoiceIssued,
} from '@contracts/invoices/invoice';
import { creditNoteOf, invoiceReference } from '@domain/invoices/invoice-totals';
import { localDateOf } from '@domain/time/zoned';
import { conflict } from '../../errors';
import { toOutboxItem } from '../outbox/outbox-item';
import { periodKey } from '../timesheets/period-item';
import { billedOf, invoiceKey, toInvoiceItem } from './invoice-item';
import { invoiceView, type InvoiceChangeDeps } from './invoice-view';
import { issueNumbered } from './numbered-issue';
import { ownedInvoice } from './owned-invoice';

/**
 * Cancels one of the caller's invoices with a credit note, numbered in its own sequence
 * (`CN-0001`). The credit note repeats the invoice's snapshot with every line and figure negated
 * (never recomputed, so the two cancel to the penny), says why, and names the invoice it credits.
 * Its transaction also marks the invoice credited (only if it was not: an invoice is credited
 * once) and frees the period to be invoiced again; its `InvoiceIssued` makes its PDF. A credit
 * note itself cannot be credited.
 */
export async function creditInvoice(
  deps: InvoiceChangeDeps,
  input: { sub: string; invoiceId: string; reason: string },
): Promise<TInvoice> {
  const invoice = await ownedInvoice(deps.table, input.sub, input.invoiceId);
  if (invoice.kind !== 'invoice') throw conflict(invoiceMessages.creditOfCreditNote);
  if (invoice.creditedBy) throw conflict(invoiceMessages.alreadyCredited);

  const credit = creditNoteOf({
    lines: invoice.lines,
    figures: {
      subtotalPence: invoice.subtotalPence,
      taxBasisPoints: invoice.taxBasisPoints,
      taxPence: invoice.taxPence,
      totalPence: invoice.totalPence,
    },
  });
  const now = deps.clock.now();
  const issueDate = localDateOf(now, invoice.timeZone);
  const fileId = deps.ids.newId();
  const alreadyCredited = conflict(invoiceMessages.alreadyCredited);

  const item = await issueNumbered(deps, {
    sub: input.sub,
    kind: 'credit-note',
    build: (number) =>
      toInvoiceItem(
        {
          kind: 'credit-note',
          number,
          reference: invoiceReference('credit-note', number),
          userId: invoice.userId,
          bookingPageId: invoice.bookingPageId,
          periodId: invoice.periodId,
          ...billedOf(invoice),
          issueDate,
          // Nothing is to be paid on a credit note: it is settled the day it is issued.
          dueDate: issueDate,
          lines: credit.lines,
          ...credit.figures,
          credits: invoice.reference,
          reason: input.reason,
          createdAt: now.toISOString(),
        },
        { fileId },
      ),
    alongside: (tx, note) => {
      tx.update(
        invoiceKey(input.sub, 'invoice', invoice.number),
        { set: { creditedBy: note.reference } },
        alreadyCredited,
        { creditedBy: undefined },
      );
      tx.update(
        periodKey(invoice.bookingPageId, invoice),
        { remove: ['invoiceId'] },
        alreadyCredited,
        { invoiceId: invoice.reference },
      );
      const detail: TInvoiceIssued = { sub: input.sub, invoiceId: note.reference };
      tx.put(toOutboxItem(INVOICE_ISSUED, `${input.sub}#${note.reference}`, detail, now));
    },
  });
  return invoiceView(deps.documents, item);
}
