import { pagingMessages } from '@contracts/paging';
import { badRequest } from '../errors';
import { indexKeys, tableDef } from '../keys/table-schema';
import type { SortKeyCondition, Table, TableQuery } from '../ports/table';

/**
 * The one cursor codec of every paged list. A cursor is the key of the last item a page showed,
 * base64url JSON: opaque to callers, and honoured only for the query that handed it out — the
 * same partition, a sort key inside the same range, exactly the key attributes of that table or
 * index, nothing else. So a forged or borrowed cursor can neither start a query in someone
 * else's partition nor reach DynamoDB as an invalid start key (a 500); it answers 400.
 */
export const INVALID_CURSOR = pagingMessages.invalidCursor;

type Position = Record<string, string>;

/** The attributes that make up a start key on the table or on an index. */
function keyAttributes(index: TableQuery['index']) {
  const table = { pk: tableDef.partitionKey, sk: tableDef.sortKey };
  const own = index ? indexKeys(index) : table;
  const all = index ? [table.pk, table.sk, own.pk, own.sk] : [table.pk, table.sk];
  return { pk: own.pk, sk: own.sk, all };
}

const withinRange = (value: string, sk: SortKeyCondition): boolean => {
  if ('equals' in sk) return value === sk.equals;
  if ('beginsWith' in sk) return value.startsWith(sk.beginsWith);
  if ('between' in sk) return value >= sk.between[0] && value <= sk.between[1];
  if ('lt' in sk) return value < sk.lt;
  if ('lte' in sk) return value <= sk.lte;
  if ('gt' in sk) return value > sk.gt;
  return value >= sk.gte;
};

export const encodeCursor = (position: Record<string, unknown> | undefined): string | null =>
  position ? Buffer.from(JSON.stringify(position)).toString('base64url') : null;

/** The start key a cursor stands for, if it belongs to `query`; else 400. */
export function decodeCursor(
  cursor: string | undefined,
  query: Pick<TableQuery, 'index' | 'pk' | 'sk'>,
): Position | undefined {
  if (!cursor) return undefined;
  let position: unknown;
  try {
    position = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw badRequest(INVALID_CURSOR);
  }
  const keys = keyAttributes(query.index);
  const valid =
    typeof position === 'object' &&
    position !== null &&
    !Array.isArray(position) &&
    Object.keys(position).length === keys.all.length &&
    keys.all.every((k) => typeof (position as Record<string, unknown>)[k] === 'string') &&
    (position as Position)[keys.pk] === query.pk &&
    (!query.sk || withinRange((position as Position)[keys.sk] ?? '', query.sk));
  if (!valid) throw badRequest(INVALID_CURSOR);
  return position as Position;
}

export interface Page<T> {
  items: T[];
  /** Pass back as `cursor` for the next page; null on the last. */
  nextCursor: string | null;
}

/**
 * One page of a key query: at most `limit` items from where `cursor` left off, and a cursor when
 * more may follow. It asks for one item more than the page, so a list that ends exactly on a page
 * boundary offers no empty next page; when DynamoDB stops early (1 MB read), the page is shorter
 * and the cursor continues from its last item.
 */
export async function readPage<T extends Record<string, unknown>>(
  table: Pick<Table, 'query'>,
  query: Omit<TableQuery, 'cursor' | 'limit'>,
  page: { cursor?: string | undefined; limit: number },
): Promise<Page<T>> {
  const keys = keyAttributes(query.index).all;
  const answer = await table.query<T>({
    ...query,
    ...(query.projection ? { projection: [...new Set([...query.projection, ...keys])] } : {}),
    limit: page.limit + 1,
    cursor: decodeCursor(page.cursor, query),
  });
  const items = answer.items.slice(0, page.limit);
  const more = answer.items.length > page.limit || !!answer.cursor;
  const last = items.at(-1);
  const position = last ? Object.fromEntries(keys.map((k) => [k, last[k]])) : answer.cursor;
  return { items, nextCursor: more ? encodeCursor(position) : null };
}

/** At most this many items are read for one filtered answer, however rare the filter. */
export const MAX_READ_PER_PAGE = 500;
/** Items read per Query while filling a filtered page. */
const FILTER_BATCH = 100;

/**
 * One page of a key query filtered in code (a title or name search, a group of statuses): items
 * are read in order until `limit` match or `MAX_READ_PER_PAGE` were read, so a rare filter never
 * reads a whole index in one request. A page may then hold fewer than `limit` items and still
 * have a cursor, which continues from the last item read.
 */
export async function readFilteredPage<T extends Record<string, unknown>>(
  table: Pick<Table, 'query'>,
  query: Omit<TableQuery, 'cursor' | 'limit'>,
  page: { cursor?: string | undefined; limit: number },
  matches: (item: T) => boolean,
): Promise<Page<T>> {
  const keys = keyAttributes(query.index).all;
  const keyOf = (item: T) => Object.fromEntries(keys.map((k) => [k, item[k]]));
  const projected = query.projection
    ? { ...query, projection: [...new Set([...query.projection, ...keys])] }
    : query;
  const found: T[] = [];
  let position: Record<string, unknown> | undefined = decodeCursor(page.cursor, query);
  let read = 0;
  let last: T | undefined;
  while (found.length < page.limit && read < MAX_READ_PER_PAGE) {
    const { items, cursor } = await table.query<T>({
      ...projected,
      limit: Math.min(FILTER_BATCH, MAX_READ_PER_PAGE - read),
      ...(position ? { cursor: position } : {}),
    });
    for (const item of items) {
      read += 1;
      last = item;
      if (matches(item)) found.push(item);
      if (found.length === page.limit) break;
    }
    // The query ends with what was read: no next page.
    if (!cursor && (items.length === 0 || last === items.at(-1)))
      return { items: found, nextCursor: null };
    position = last ? keyOf(last) : cursor;
  }
  return { items: found, nextCursor: encodeCursor(last ? keyOf(last) : position) };
}
