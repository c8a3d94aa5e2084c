import type { TInvoice } from '@contracts/invoices/invoice';
import type { Clock } from '../../ports/clock';
import { defaultUrlExpirySeconds, type FileStore } from '../../ports/file-store';
import type { IdGenerator } from '../../ports/ids';
import type { Table } from '../../ports/table';
import { fromInvoiceItem, type InvoiceItem } from './invoice-item';

/**
 * What a change to an issued invoice reaches (crediting it, mailing it again): the invoice and
 * what its transaction writes, the clock and ids of that, and the bucket that signs the link to
 * the PDF its answer carries.
 */
export interface InvoiceChangeDeps {
  table: Pick<Table, 'get' | 'transaction'>;
  clock: Clock;
  ids: IdGenerator;
  documents: Pick<FileStore, 'presignGet'>;
}

/** An invoice with its lines and, once its PDF exists, a fresh one-hour download link. */
export async function invoiceView(
  documents: Pick<FileStore, 'presignGet'>,
  item: InvoiceItem,
): Promise<TInvoice> {
  const downloadUrl = invoiceFileReady(item)
    ? await documents.presignGet({
        key: item.fileKey!,
        expiresInSeconds: defaultUrlExpirySeconds,
        ...(item.fileName ? { downloadName: item.fileName } : {}),
      })
    : null;
  return toInvoiceView(item, downloadUrl);
}

/** Whether the invoice's PDF exists to be downloaded. */
export const invoiceFileReady = (item: InvoiceItem): boolean =>
  item.status === 'done' && typeof item.fileKey === 'string' && item.fileKey !== '';

/** The invoice as its consultant sees it, with its lines and the link to its PDF (or null). */
export const toInvoiceView = (item: InvoiceItem, downloadUrl: string | null): TInvoice => ({
  ...fromInvoiceItem(item),
  lines: item.lines,
  downloadUrl,
});
