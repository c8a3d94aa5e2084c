import type { TLibraryList } from '@contracts/documents/library';
import { libraryKeys } from '../../keys/library';
import type { Table } from '../../ports/table';
import { fromLibraryItem } from './library-item';

/** The caller's libraries with their document counts, newest first: one Query. */
export async function listLibraries(
  deps: { table: Pick<Table, 'queryAll'> },
  input: { sub: string },
): Promise<TLibraryList> {
  const items = await deps.table.queryAll({
    ...libraryKeys.inPartition({ sub: input.sub }),
    consistent: true,
  });
  const libraries = items.map(fromLibraryItem);
  // An owner has a handful of libraries, so ordering them here costs nothing and needs no index.
  libraries.sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0));
  return { libraries };
}
