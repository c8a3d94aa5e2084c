import type { TInvoice } from '@contracts/invoices/invoice';
import { defaultUrlExpirySeconds, type FileStore } from '../../ports/file-store';
import { fromInvoiceItem, type InvoiceItem } from './invoice-item';

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
