import { describe, expect, it } from 'vitest';
import { pagingMessages, ZPageQuery } from '@contracts/paging';
import { isAppError } from '../../../../lambdas/errors';
import { decodeCursor, encodeCursor, readPage } from '../../../../lambdas/services/page-cursor';
import { MemoryTable } from '../support/memory-table';

const items = Array.from({ length: 7 }, (_, i) => ({
  PK: 'OWNER#a',
  SK: `ITEM#${String(i).padStart(2, '0')}`,
  GSI1PK: 'OWNER#a#BY-DATE',
  GSI1SK: `2026-01-0${i + 1}`,
  name: `Item ${i}`,
}));
const others = [{ PK: 'OWNER#b', SK: 'ITEM#00', GSI1PK: 'OWNER#b#BY-DATE', GSI1SK: '2026-01-01' }];
const table = () => new MemoryTable([...items, ...others]);

const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return isAppError(error) ? { status: error.status, message: error.message } : error;
  }
  return undefined;
};

describe('readPage', () => {
  it('pages a query: full pages, then the rest, each item exactly once, no empty last page', async () => {
    const t = table();
    const query = { index: 'GSI1' as const, pk: 'OWNER#a#BY-DATE', ascending: false };
    const first = await readPage(t, query, { limit: 3 });
    const second = await readPage(t, query, { limit: 3, cursor: first.nextCursor! });
    const third = await readPage(t, query, { limit: 3, cursor: second.nextCursor! });
    const names = [first, second, third].map((p) => p.items.map((i) => i.name));
    expect(names).toEqual([
      ['Item 6', 'Item 5', 'Item 4'],
      ['Item 3', 'Item 2', 'Item 1'],
      ['Item 0'],
    ]);
    expect(third.nextCursor).toBeNull();
    // A list ending exactly on a page boundary offers no further page.
    const exact = await readPage(t, { pk: 'OWNER#a' }, { limit: 7 });
    expect(exact.items).toHaveLength(7);
    expect(exact.nextCursor).toBeNull();
  });

  it('reads the key attributes it needs for the cursor even under a projection', async () => {
    const t = table();
    const page = await readPage(t, { pk: 'OWNER#a', projection: ['name'] }, { limit: 2 });
    expect(t.queries.at(-1)?.projection).toEqual(['name', 'PK', 'SK']);
    const rest = await readPage(t, { pk: 'OWNER#a' }, { limit: 10, cursor: page.nextCursor! });
    expect(rest.items).toHaveLength(5);
  });
});

describe('decodeCursor', () => {
  const query = { pk: 'OWNER#a', sk: { beginsWith: 'ITEM#' } };
  const invalid = { status: 400, message: pagingMessages.invalidCursor };

  it('gives back the position of a cursor handed out for the same query', () => {
    const cursor = encodeCursor({ PK: 'OWNER#a', SK: 'ITEM#03' })!;
    expect(decodeCursor(cursor, query)).toEqual({ PK: 'OWNER#a', SK: 'ITEM#03' });
  });

  it.each([
    ['not base64 JSON', '%%%'],
    ['JSON that is not an object', Buffer.from('42').toString('base64url')],
    ['another partition', encodeCursor({ PK: 'OWNER#b', SK: 'ITEM#00' })],
    ['a sort key outside the query range', encodeCursor({ PK: 'OWNER#a', SK: 'LIB#00' })],
    ['extra attributes', encodeCursor({ PK: 'OWNER#a', SK: 'ITEM#01', secret: 'x' })],
    ['a missing key attribute', encodeCursor({ PK: 'OWNER#a' })],
    ['a number where DynamoDB keeps a string', encodeCursor({ PK: 'OWNER#a', SK: 1 })],
    ['an array', Buffer.from('["OWNER#a"]').toString('base64url')],
  ])('refuses a cursor with %s: 400 with a clear message', (_, cursor) => {
    expect(refusal(() => decodeCursor(cursor ?? undefined, query))).toEqual(invalid);
  });

  it('refuses a cursor of the table for a query on an index, and the other way round', () => {
    const tableCursor = encodeCursor({ PK: 'OWNER#a', SK: 'ITEM#01' })!;
    expect(
      refusal(() => decodeCursor(tableCursor, { index: 'GSI1', pk: 'OWNER#a#BY-DATE' })),
    ).toEqual(invalid);
  });
});

describe('the paging query', () => {
  const Z = ZPageQuery({ size: 20, max: 50 });

  it('defaults the page size and refuses one above the maximum (not clamped)', () => {
    expect(Z.parse({})).toEqual({ limit: 20 });
    expect(Z.parse({ limit: '50', cursor: 'abc' })).toEqual({ limit: 50, cursor: 'abc' });
    const tooMany = Z.safeParse({ limit: '51' });
    expect(tooMany.success).toBe(false);
    expect(tooMany.error?.issues[0]?.message).toBe('Limit must be at most 50');
    expect(Z.safeParse({ limit: '0' }).success).toBe(false);
    expect(Z.safeParse({ limit: '2.5' }).success).toBe(false);
    expect(Z.safeParse({ cursor: 'x'.repeat(1001) }).success).toBe(false);
  });
});
