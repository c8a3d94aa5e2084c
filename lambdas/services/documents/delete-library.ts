import { libraryMessages } from '@contracts/documents/library';
import { conflict } from '../../errors';
import type { Table } from '../../ports/table';
import { libraryKey } from './library-item';
import { ownedLibrary } from './owned-library';

/**
 * Deletes one of the caller's libraries, only while it is empty: on condition that its count is
 * still 0, so a document moved or uploaded into it at the same moment either lands before (and
 * the deletion is refused) or finds the library gone (and is refused itself). No document is
 * ever left pointing at a library that does not exist.
 */
export async function deleteLibrary(
  deps: { table: Pick<Table, 'get' | 'transaction'> },
  input: { sub: string; id: string },
): Promise<void> {
  const library = await ownedLibrary(deps.table, input);
  const count = Number(library.documentCount ?? 0);
  if (count > 0) throw conflict(libraryMessages.notEmpty(count));
  await deps.table
    .transaction()
    .delete(libraryKey(input.sub, input.id), conflict(libraryMessages.changedElsewhere), {
      documentCount: library.documentCount,
    })
    .commit();
}
