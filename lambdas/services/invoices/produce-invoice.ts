import {
  INVOICE_KIND_LABELS,
  invoiceMessages,
  type TInvoiceIssued,
} from '@contracts/invoices/invoice';
import type { Logger } from '../../middleware/logger';
import type { Clock } from '../../ports/clock';
import type { Table } from '../../ports/table';
import {
  saveUnlessLibraryDeleted,
  type FileDeliveryDeps,
  type FileDeliveryOutcome,
} from '../documents/save-generated-document';
import { mailOnce } from '../mail/send-once';
import { invoiceFileKey, invoiceKeyOf, type InvoiceItem } from './invoice-item';
import { invoiceMailOf } from './invoice-mail';
import type { RenderedInvoice } from './render-invoice-pdf';

export type InvoiceOutcome = FileDeliveryOutcome;

/** Where a saved invoice's first audit row says it came from. */
const INVOICE_SOURCE = 'invoice';

/** The PDF of an invoice's snapshot; pdf-lib is imported with the first one. */
export async function renderedInvoice(item: InvoiceItem): Promise<RenderedInvoice> {
  const { renderInvoicePdf } = await import('./render-invoice-pdf');
  return renderInvoicePdf(item);
}

/**
 * The invoice consumer's work for one `InvoiceIssued` (docs/events.md): render the invoice's or
 * credit note's PDF from its snapshot, store it under its reference, save it into the library and
 * mail it when that was asked, then mark the invoice done. Each step is keyed by the invoice —
 * the file's key, the document's id (`fileId`), the mail's claim — so a redelivered event makes
 * one file, one document and one mail. A snapshot that cannot be drawn marks it failed (trying
 * again would draw it the same way); a library deleted meanwhile leaves the invoice done, saved
 * nowhere, with a message saying so.
 */
export async function produceInvoice(
  deps: FileDeliveryDeps,
  input: { detail: TInvoiceIssued; log: Logger },
): Promise<InvoiceOutcome> {
  const { sub, invoiceId } = input.detail;
  const key = invoiceKeyOf(sub, invoiceId);
  const item = key ? await deps.table.get<InvoiceItem>(key, { consistent: true }) : undefined;
  if (!item) return 'gone';
  if (item.status !== 'pending') return 'already done';

  let file: RenderedInvoice;
  try {
    file = await renderedInvoice(item);
  } catch (error) {
    input.log.error('The invoice could not be drawn', { error, invoiceId });
    await finish(deps, item, { status: 'failed', message: invoiceMessages.failed });
    return 'failed';
  }
  const fileKey = invoiceFileKey(sub, item.reference);
  await deps.documents.put({ key: fileKey, body: file.bytes, contentType: file.contentType });

  let documentId: string | undefined;
  let message: string | undefined;
  if (item.libraryId) {
    documentId = await saveUnlessLibraryDeleted(deps, {
      id: item.fileId,
      sub,
      libraryId: item.libraryId,
      title: `${INVOICE_KIND_LABELS[item.kind]} ${item.reference} ${item.bookingPageName}`,
      fileName: file.fileName,
      fileType: 'pdf',
      bytes: file.bytes,
      at: new Date(item.createdAt),
      source: INVOICE_SOURCE,
    });
    if (!documentId) message = invoiceMessages.libraryDeleted;
  }

  if (item.emailAddress) {
    await mailOnce(
      { table: deps.table, clock: deps.clock, mailer: deps.mailer, log: input.log },
      { scope: 'invoice', key: `${sub}#${item.reference}#mail` },
      invoiceMailOf({ invoice: item, file, to: item.emailAddress }),
    );
  }

  await finish(deps, item, {
    status: 'done',
    fileKey,
    fileName: file.fileName,
    ...(documentId ? { documentId } : {}),
    ...(item.emailAddress
      ? { emailedTo: item.emailAddress, sentAt: deps.clock.now().toISOString() }
      : {}),
    ...(message ? { message } : {}),
  });
  return 'done';
}

/** Records the delivery: the only change an issued invoice ever takes besides `creditedBy`. */
async function finish(
  deps: { table: Pick<Table, 'updateExisting'>; clock: Clock },
  item: InvoiceItem,
  changes: Partial<
    Pick<
      InvoiceItem,
      'status' | 'fileKey' | 'fileName' | 'documentId' | 'emailedTo' | 'sentAt' | 'message'
    >
  >,
): Promise<void> {
  await deps.table.updateExisting(
    { PK: item.PK, SK: item.SK },
    { set: { ...changes, completedAt: deps.clock.now().toISOString() } },
    { notFound: invoiceMessages.notFound },
  );
}
