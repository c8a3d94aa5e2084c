import type { TInvoice } from '@contracts/invoices/invoice';
import { defaultUrlExpirySeconds, type FileStore } from '../../ports/file-store';
import { fromInvoiceItem, type InvoiceItem } from './invoice-item';

/** An invoice with its lines and, once its PDF exists, a fresh one-hour download link. */
export async function invoiceView(
  documents: Pick<FileStore, 'presignGet'>,
  item: InvoiceItem,
): Promise<TInvoice> {
  const downloadUrl =
    item.status === 'done' && item.fileKey
      ? await documents.presignGet({
          key: item.fileKey,
          expiresInSeconds: defaultUrlExpirySeconds,
          ...(item.fileName ? { downloadName: item.fileName } : {}),
        })
      : null;
  return { ...fromInvoiceItem(item), lines: item.lines, downloadUrl };
}
