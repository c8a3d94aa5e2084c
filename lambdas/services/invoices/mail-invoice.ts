import { invoiceMessages, type TInvoiceMailRequested } from '@contracts/invoices/invoice';
import type { Logger } from '../../middleware/logger';
import type { Clock } from '../../ports/clock';
import type { Mailer } from '../../ports/mailer';
import type { Table } from '../../ports/table';
import { sendOnce } from '../mail/send-once';
import { invoiceKeyOf, type InvoiceItem } from './invoice-item';
import { invoiceMailOf } from './invoice-mail';
import { renderedInvoice } from './produce-invoice';

/**
 * The invoice consumer's work for one `InvoiceMailRequested`: the invoice's PDF, drawn from its
 * snapshot (the same bytes as the stored file), mailed once to the address asked for, however
 * often the event is delivered; then the invoice records where and when it was last mailed, so
 * it reads as sent.
 */
export async function mailInvoice(
  deps: {
    table: Pick<Table, 'get' | 'putIfAbsent' | 'update' | 'delete' | 'updateExisting'>;
    clock: Clock;
    mailer: Mailer;
  },
  input: { detail: TInvoiceMailRequested; log: Logger },
): Promise<'sent' | 'already sent' | 'gone'> {
  const { sub, invoiceId, deliveryId, emailAddress } = input.detail;
  const key = invoiceKeyOf(sub, invoiceId);
  const item = key ? await deps.table.get<InvoiceItem>(key, { consistent: true }) : undefined;
  if (!item) return 'gone';
  const file = await renderedInvoice(item);
  const outcome = await sendOnce(
    { table: deps.table, clock: deps.clock, log: input.log },
    { scope: 'invoice', key: `${sub}#${item.reference}#mail#${deliveryId}` },
    () => deps.mailer.send(invoiceMailOf({ invoice: item, file, to: emailAddress })),
  );
  await deps.table.updateExisting(
    { PK: item.PK, SK: item.SK },
    { set: { emailedTo: emailAddress, sentAt: deps.clock.now().toISOString() } },
    { notFound: invoiceMessages.notFound },
  );
  return outcome;
}
