import type { TInvoiceList } from '@contracts/invoices/invoice';
import type { TPageQuery } from '@contracts/paging';
import type { Table } from '../../ports/table';
import { readPage } from '../page-cursor';
import { fromInvoiceItem, invoicesQuery, type InvoiceItem } from './invoice-item';

/** A page of the caller's invoices and credit notes, newest first: one Query of their index. */
export async function listInvoices(
  deps: { table: Pick<Table, 'query'> },
  input: { sub: string; page: TPageQuery },
): Promise<TInvoiceList> {
  const { items, nextCursor } = await readPage<InvoiceItem>(
    deps.table,
    invoicesQuery(input.sub),
    input.page,
  );
  return { invoices: items.map(fromInvoiceItem), nextCursor };
}
