import { libraryMessages } from '@contracts/documents/library';
import { notFound } from '../../errors';
import type { Table } from '../../ports/table';
import { libraryKey, type LibraryItem } from './library-item';

/**
 * The caller's library. The key holds the owner, so another user's library is simply absent and
 * answers exactly like a missing one (404).
 */
export async function ownedLibrary(
  table: Pick<Table, 'get'>,
  input: { sub: string; id: string },
): Promise<LibraryItem> {
  const item = await table.get<LibraryItem>(libraryKey(input.sub, input.id), { consistent: true });
  if (!item) throw notFound(libraryMessages.notFound);
  return item;
}
