import type { TInvoice } from '@contracts/invoices/invoice';
import type { FileStore } from '../../ports/file-store';
import type { Table } from '../../ports/table';
import { invoiceView } from './invoice-view';
import { ownedInvoice } from './owned-invoice';

/** One of the caller's invoices or credit notes, with a fresh download link once it is ready. */
export async function getInvoice(
  deps: { table: Pick<Table, 'get'>; documents: Pick<FileStore, 'presignGet'> },
  input: { sub: string; invoiceId: string },
): Promise<TInvoice> {
  return invoiceView(deps.documents, await ownedInvoice(deps.table, input.sub, input.invoiceId));
}
