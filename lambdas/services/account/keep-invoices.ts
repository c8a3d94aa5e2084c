import { createHash } from 'node:crypto';
import { RETENTION } from '@contracts/account/retention';
import { invoiceKeptUntil } from '@domain/account/invoice-retention';
import { concurrentWrite } from '../../errors';
import { invoiceKeys } from '../../keys/invoice';
import { keptInvoiceKeys } from '../../keys/kept-invoice';
import type { FileStore } from '../../ports/file-store';
import type { Table, TableItem } from '../../ports/table';
import { billedOf, type InvoiceItem, type InvoiceSnapshot } from '../invoices/invoice-item';

/** Where the PDFs of kept invoices are, in the documents bucket: under the record's own id. */
export const KEPT_INVOICE_PREFIX = 'kept-invoices/';
export const keptInvoiceFileKey = (id: string): string => `${KEPT_INVOICE_PREFIX}${id}.pdf`;

/** What a kept record holds: what the invoice shows, and nothing that leads back to the account. */
export type KeptInvoice = Omit<InvoiceSnapshot, 'userId' | 'bookingPageId' | 'periodId'> & {
  id: string;
  keptUntil: string;
  creditedBy?: string;
  /** The PDF as it was issued, when it had been made. */
  fileKey?: string;
};

export interface KeptInvoiceItem extends TableItem, KeptInvoice {}

/**
 * The record's id: the same on every run of one closure (a run that dies midway and the next one
 * copy to the same place), and naming neither the account nor its other records.
 */
export const keptInvoiceId = (closureId: string, invoice: InvoiceItem): string =>
  createHash('sha256').update(`${closureId}\n${invoice.SK}`).digest('hex').slice(0, 32);

export const isInvoiceItem = (item: TableItem): item is InvoiceItem =>
  invoiceKeys.parse(item) !== undefined;

/**
 * An issued invoice or credit note is a bookkeeping record the law asks to keep for years, so
 * closing the account does not delete it: its PDF is copied under a new id, then one transaction
 * writes the kept record (GSI2 by its last day, `RETENTION.invoiceYears` after its issue year)
 * and deletes the account's invoice. The daily `kept-invoice-expiry` deletes both when the period
 * ends. Runs again safely: an invoice already moved is no longer found.
 */
export async function keepInvoice(
  deps: {
    table: Pick<Table, 'transaction'>;
    documents: Pick<FileStore, 'get' | 'put'>;
  },
  input: { closureId: string; invoice: InvoiceItem },
): Promise<KeptInvoiceItem> {
  const { invoice } = input;
  const id = keptInvoiceId(input.closureId, invoice);
  const keptUntil = invoiceKeptUntil(invoice.issueDate, RETENTION.invoiceYears);
  let fileKey: string | undefined;
  if (invoice.fileKey) {
    const file = await deps.documents.get(invoice.fileKey);
    if (file) {
      fileKey = keptInvoiceFileKey(id);
      await deps.documents.put({ key: fileKey, body: file.body, contentType: 'application/pdf' });
    }
  }
  const kept: KeptInvoiceItem = {
    ...keptInvoiceKeys.key({ id }),
    ...keptInvoiceKeys.indexAttributes('GSI2', { keptUntil, id }),
    id,
    keptUntil,
    kind: invoice.kind,
    number: invoice.number,
    reference: invoice.reference,
    ...billedOf(invoice),
    issueDate: invoice.issueDate,
    dueDate: invoice.dueDate,
    lines: invoice.lines,
    subtotalPence: invoice.subtotalPence,
    taxBasisPoints: invoice.taxBasisPoints,
    taxPence: invoice.taxPence,
    totalPence: invoice.totalPence,
    ...(invoice.credits ? { credits: invoice.credits } : {}),
    ...(invoice.reason ? { reason: invoice.reason } : {}),
    ...(invoice.creditedBy ? { creditedBy: invoice.creditedBy } : {}),
    createdAt: invoice.createdAt,
    ...(fileKey ? { fileKey } : {}),
  };
  await deps.table
    .transaction()
    .put(kept)
    .delete({ PK: invoice.PK, SK: invoice.SK }, concurrentWrite())
    .commit();
  return kept;
}
