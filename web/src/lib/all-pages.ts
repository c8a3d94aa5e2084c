import type * as z from 'zod';
import { apiFetch } from './api-client';

/**
 * Every page of a paged list, for screens that show a whole (short or time-bounded) list at once:
 * follows `nextCursor` until the server says the list is complete. Each answer stays one page;
 * `maxPages` stops a runaway loop (a server that kept answering with a cursor).
 */
export async function fetchAllPages<T extends { nextCursor: string | null }, I>(
  path: string,
  schema: z.ZodType<T>,
  itemsOf: (page: T) => I[],
  {
    query = new URLSearchParams(),
    maxPages = 100,
  }: { query?: URLSearchParams; maxPages?: number } = {},
): Promise<I[]> {
  const items: I[] = [];
  let cursor: string | null = null;
  for (let n = 0; n < maxPages; n += 1) {
    const params = new URLSearchParams(query);
    if (cursor) params.set('cursor', cursor);
    const search = params.toString();
    const page = await apiFetch(search ? `${path}?${search}` : path, { schema });
    items.push(...itemsOf(page));
    cursor = page.nextCursor;
    if (!cursor) return items;
  }
  throw new Error('The list did not end');
}
