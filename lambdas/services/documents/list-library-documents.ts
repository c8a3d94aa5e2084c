import type { TDocumentList } from '@contracts/documents/document';
import type { TPageQuery } from '@contracts/paging';
import { documentKeys } from '../../keys/document';
import type { Table } from '../../ports/table';
import { readPage } from '../page-cursor';
import { toDocumentSummary, type DocumentItem } from './document-item';
import { ownedLibrary } from './owned-library';

/**
 * A page of the documents of one of the caller's libraries, newest first. Only checked uploads
 * carry the index attributes, so a file still being sent (or abandoned) is never listed.
 */
export async function listLibraryDocuments(
  deps: { table: Pick<Table, 'get' | 'query'> },
  input: { sub: string; id: string; page: TPageQuery },
): Promise<TDocumentList> {
  await ownedLibrary(deps.table, input);
  const { items, nextCursor } = await readPage<DocumentItem>(
    deps.table,
    {
      index: 'GSI1',
      pk: documentKeys.indexPartition('GSI1', { libraryId: input.id }),
      ascending: false,
    },
    input.page,
  );
  return {
    documents: items.filter((d) => d.ownerSub === input.sub).map(toDocumentSummary),
    nextCursor,
  };
}
