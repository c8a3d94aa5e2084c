import {
  libraryMessages,
  type TLibrary,
  type TUpdateLibraryParsed,
} from '@contracts/documents/library';
import type { Table } from '../../ports/table';
import { fromLibraryItem, libraryKey } from './library-item';

/**
 * Renames one of the caller's libraries (its name, category, value and description). The key
 * holds the owner, so another user's library is not found; the count is left to the
 * transactions of its documents.
 */
export async function updateLibrary(
  deps: { table: Pick<Table, 'updateExisting'> },
  input: { sub: string; id: string; library: TUpdateLibraryParsed },
): Promise<TLibrary> {
  const { name, category, categoryValue, description } = input.library;
  const updated = await deps.table.updateExisting(
    libraryKey(input.sub, input.id),
    { set: { name, category, categoryValue, description } },
    { notFound: libraryMessages.notFound },
  );
  return fromLibraryItem(updated);
}
