import type { TDocumentList } from '@contracts/documents/document';
import { documentKeys } from '../../keys/document';
import type { Table } from '../../ports/table';
import { toDocumentSummary, type DocumentItem } from './document-item';
import { ownedLibrary } from './owned-library';

/**
 * The documents of one of the caller's libraries, newest first. Only checked uploads carry the
 * index attributes, so a file still being sent (or abandoned) is never listed.
 */
export async function listLibraryDocuments(
  deps: { table: Pick<Table, 'get' | 'queryAll'> },
  input: { sub: string; id: string },
): Promise<TDocumentList> {
  const library = await ownedLibrary(deps.table, input);
  const items = await deps.table.queryAll<DocumentItem>({
    index: 'GSI1',
    pk: documentKeys.indexPartition('GSI1', { libraryId: library.id }),
    ascending: false,
  });
  return {
    documents: items.filter((d) => d.ownerSub === input.sub).map(toDocumentSummary),
  };
}
