import {
  DOCUMENT_FILTERS,
  type TDocumentFilter,
  type TDocumentList,
} from '@contracts/documents/document';
import { documentKeys } from '../../keys/document';
import type { Table, TableQuery } from '../../ports/table';
import { readFilteredPage } from '../page-cursor';
import { toDocumentSummary, type DocumentItem } from './document-item';

/**
 * A page of all the caller's documents, newest first (GSI2 `USER#<sub>#DOCS`), whatever library
 * they are in, optionally of one status group and with `q` in the title (any case). The owner
 * index holds only checked uploads and generated files, so nothing half-uploaded is listed. A
 * filter is applied to what the index answers, a bounded number of documents per page
 * (`readFilteredPage`).
 */
export async function listDocuments(
  deps: { table: Pick<Table, 'query'> },
  input: {
    sub: string;
    page: { cursor?: string | undefined; limit: number };
    status?: TDocumentFilter | undefined;
    q?: string | undefined;
  },
): Promise<TDocumentList> {
  const query: Omit<TableQuery, 'cursor' | 'limit'> = {
    index: 'GSI2',
    pk: documentKeys.indexPartition('GSI2', { sub: input.sub }),
    ascending: false,
  };
  const statuses: readonly string[] | undefined = input.status && DOCUMENT_FILTERS[input.status];
  const needle = input.q?.toLocaleLowerCase();
  const matches = (d: DocumentItem) =>
    d.ownerSub === input.sub &&
    (!statuses || statuses.includes(d.status)) &&
    (!needle || d.title.toLocaleLowerCase().includes(needle));

  const { items, nextCursor } = await readFilteredPage(deps.table, query, input.page, matches);
  return { documents: items.map(toDocumentSummary), nextCursor };
}
