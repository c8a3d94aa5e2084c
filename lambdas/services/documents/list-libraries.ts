import { newestLibraryFirst, type TLibraryList } from '@contracts/documents/library';
import type { TPageQuery } from '@contracts/paging';
import { libraryKeys } from '../../keys/library';
import type { Table, TableItem } from '../../ports/table';
import { readPage } from '../page-cursor';
import { fromLibraryItem } from './library-item';

/**
 * A page of the caller's libraries with their document counts: one Query, in key (id) order.
 * Each page is newest first; the web gathers the pages (an owner has a handful) and orders
 * them all the same way, which needs no index.
 */
export async function listLibraries(
  deps: { table: Pick<Table, 'query'> },
  input: { sub: string; page: TPageQuery },
): Promise<TLibraryList> {
  const { items, nextCursor } = await readPage<TableItem>(
    deps.table,
    { ...libraryKeys.inPartition({ sub: input.sub }), consistent: true },
    input.page,
  );
  return { libraries: items.map(fromLibraryItem).sort(newestLibraryFirst), nextCursor };
}
