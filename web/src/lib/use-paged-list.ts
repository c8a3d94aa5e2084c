import useSWR from 'swr';
import useSWRInfinite from 'swr/infinite';

/**
 * A list read a page at a time ("Load more"), the signed-in `owner`'s. The first page's key is
 * `[path, owner, ...filters, '']`, so a new filter or search starts again from one page; each next
 * page's key carries the previous page's cursor. Coming back to the list reloads every page shown.
 *
 * Actions revalidate keys by their path, and SWR's key filter never reaches `useSWRInfinite`
 * lists (vercel/swr#2390). So a plain key of the same path, `[path, owner, 'reload']`, stands in
 * for the list while it is shown: it never fetches by itself, and when an action revalidates
 * `path` it reloads every page shown, which the action waits for before its toast, as it does for
 * any other list. It is one key whatever the filters: a new key would fetch at once, reloading the
 * new list twice. Nothing is read without an owner (the session still loading).
 */
export function usePagedList<Page extends { nextCursor?: string | null }>(
  path: string,
  owner: string | undefined,
  filters: readonly string[],
  fetchPage: (filters: readonly string[], cursor: string) => Promise<Page>,
) {
  const getKey = (index: number, previous: Page | null): readonly string[] | null => {
    if (!owner || (index > 0 && !previous?.nextCursor)) return null;
    return [path, owner, ...filters, index === 0 ? '' : (previous?.nextCursor ?? '')];
  };
  const pages = useSWRInfinite(
    getKey,
    (key: readonly string[]) => fetchPage(key.slice(2, -1), key.at(-1) ?? ''),
    // "Load more" fetches the next page only; the pages shown reload on mount and after actions.
    { revalidateOnMount: true, revalidateFirstPage: false },
  );
  const { mutate } = pages;
  useSWR(
    owner ? [path, owner, 'reload'] : null,
    async () => {
      await mutate();
      return null;
    },
    {
      revalidateOnMount: false,
      revalidateOnFocus: false,
      revalidateOnReconnect: false,
      shouldRetryOnError: false,
    },
  );
  return pages;
}
