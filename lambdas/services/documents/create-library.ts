import type { TCreateLibraryParsed, TLibrary } from '@contracts/documents/library';
import { ID_TAKEN } from '../../errors';
import type { Clock } from '../../ports/clock';
import type { IdGenerator } from '../../ports/ids';
import type { Table } from '../../ports/table';
import { fromLibraryItem, toLibraryItem } from './library-item';

/** The New Library dialog: an empty library of the caller's. */
export async function createLibrary(
  deps: { table: Pick<Table, 'create'>; clock: Clock; ids: IdGenerator },
  input: { sub: string; library: TCreateLibraryParsed },
): Promise<TLibrary> {
  const item = toLibraryItem({
    id: deps.ids.newId(),
    sub: input.sub,
    library: input.library,
    createdAt: deps.clock.now().toISOString(),
  });
  await deps.table.create(item, ID_TAKEN);
  return fromLibraryItem(item);
}
