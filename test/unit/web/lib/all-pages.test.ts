import { afterEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod';
import { nextPageShape } from '@contracts/paging';
import { fetchAllPages } from '../../../../web/src/lib/all-pages';

const ZList = z.object({ things: z.array(z.string()), ...nextPageShape });

/** A server with the given pages, chained by cursors "c1", "c2", …; records each URL asked. */
function serve(pages: string[][]) {
  const asked: string[] = [];
  vi.stubGlobal('fetch', async (url: string) => {
    asked.push(url);
    const cursor = new URL(url, 'http://x').searchParams.get('cursor');
    const index = cursor ? Number(cursor.slice(1)) : 0;
    const body = {
      things: pages[index] ?? [],
      nextCursor: index + 1 < pages.length ? `c${index + 1}` : null,
    };
    return new Response(JSON.stringify(body), { status: 200 });
  });
  return asked;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('fetchAllPages', () => {
  it('follows nextCursor until the last page, keeping the query, and joins the items in order', async () => {
    const asked = serve([['a', 'b'], ['c', 'd'], ['e']]);
    const all = await fetchAllPages('/api/things', ZList, (p) => p.things, {
      query: new URLSearchParams({ from: '2026-01-05T00:00:00.000Z' }),
    });
    expect(all).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(asked).toEqual([
      '/api/things?from=2026-01-05T00%3A00%3A00.000Z',
      '/api/things?from=2026-01-05T00%3A00%3A00.000Z&cursor=c1',
      '/api/things?from=2026-01-05T00%3A00%3A00.000Z&cursor=c2',
    ]);
  });

  it('asks once for a list of one page', async () => {
    const asked = serve([['only']]);
    expect(await fetchAllPages('/api/things', ZList, (p) => p.things)).toEqual(['only']);
    expect(asked).toEqual(['/api/things']);
  });

  it('gives up on a server that never stops offering a next page', async () => {
    vi.stubGlobal(
      'fetch',
      async () => new Response(JSON.stringify({ things: ['x'], nextCursor: 'again' })),
    );
    await expect(
      fetchAllPages('/api/things', ZList, (p) => p.things, { maxPages: 3 }),
    ).rejects.toThrow('The list did not end');
  });
});
