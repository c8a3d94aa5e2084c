import {
  DOCUMENT_FILTERS,
  type TDocumentFilter,
  type TDocumentList,
} from '@contracts/documents/document';
import { documentKeys } from '../../keys/document';
import { indexKeys, tableDef } from '../../keys/table-schema';
import type { Table, TableQuery } from '../../ports/table';
import { decodeCursor, encodeCursor } from '../page-cursor';
import { toDocumentSummary, type DocumentItem } from './document-item';

/** At most this many documents are read for one answer, however rare the filter. */
export const MAX_READ_PER_PAGE = 500;
/** Documents read per Query while filling a page. */
const BATCH = 100;

const KEY_ATTRIBUTES = [
  tableDef.partitionKey,
  tableDef.sortKey,
  ...Object.values(indexKeys('GSI2')),
] as const;

/**
 * A page of all the caller's documents, newest first (GSI2 `USER#<sub>#DOCS`), whatever library
 * they are in, optionally of one status group and with `q` in the title (any case). The owner
 * index holds only checked uploads and generated files, so nothing half-uploaded is listed. A
 * filter is applied to what the index answers: a page reads at most `MAX_READ_PER_PAGE`
 * documents and, when it stops short of `limit`, its cursor continues from the last one read.
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

  const found: DocumentItem[] = [];
  let position = decodeCursor(input.page.cursor, query) as Record<string, unknown> | undefined;
  let read = 0;
  let last: DocumentItem | undefined;
  while (found.length < input.page.limit && read < MAX_READ_PER_PAGE) {
    const { items, cursor } = await deps.table.query<DocumentItem>({
      ...query,
      limit: Math.min(BATCH, MAX_READ_PER_PAGE - read),
      ...(position ? { cursor: position } : {}),
    });
    for (const item of items) {
      read += 1;
      last = item;
      if (matches(item)) found.push(item);
      if (found.length === input.page.limit) break;
    }
    // The index ends with what was read: no next page.
    if (!cursor && (items.length === 0 || last === items.at(-1)))
      return { documents: found.map(toDocumentSummary), nextCursor: null };
    position = keyOf(last);
  }
  return { documents: found.map(toDocumentSummary), nextCursor: encodeCursor(keyOf(last)) };
}

const keyOf = (item: DocumentItem | undefined) =>
  item ? Object.fromEntries(KEY_ATTRIBUTES.map((k) => [k, item[k]])) : undefined;
