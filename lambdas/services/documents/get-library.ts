import type { TLibrary } from '@contracts/documents/library';
import type { Table } from '../../ports/table';
import { fromLibraryItem } from './library-item';
import { ownedLibrary } from './owned-library';

export async function getLibrary(
  deps: { table: Pick<Table, 'get'> },
  input: { sub: string; id: string },
): Promise<TLibrary> {
  return fromLibraryItem(await ownedLibrary(deps.table, input));
}
