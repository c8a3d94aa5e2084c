import type { TClientList } from '@contracts/clients/client';
import type { TPageQuery } from '@contracts/paging';
import { clientKeys } from '../../keys/client';
import type { Table } from '../../ports/table';
import { readPage } from '../page-cursor';
import type { ClientItem } from './client-item';

/** A page of the caller's clients by name: one Query of their index, no page read. */
export async function listClients(
  deps: { table: Pick<Table, 'query'> },
  input: { sub: string; page: TPageQuery },
): Promise<TClientList> {
  const { items, nextCursor } = await readPage<ClientItem>(
    deps.table,
    { index: 'GSI1', pk: clientKeys.indexPartition('GSI1', { sub: input.sub }) },
    input.page,
  );
  return {
    clients: items.map((client) => ({
      id: client.id,
      name: client.name,
      currency: client.currency,
      createdAt: client.createdAt,
      contactCount: client.contacts.length,
      bookingPageCount: new Set(client.bookingPageIds).size,
    })),
    nextCursor,
  };
}
