import useSWR from 'swr';
import useSWRInfinite from 'swr/infinite';
import type { TDocumentList } from '@contracts/documents/document';
import { documentRoutes } from '@contracts/documents/routes';
import { useSession } from '@/features/auth/session';
import { callApi } from '@/lib/call-api';
import { pageQuery, statusFromChoice, type DocumentListFilters } from '../lib/document-list';

/** Every document of the owner, whatever library it is in; `documentKey(id)` is one of them. */
export const documentsKey = documentRoutes.listDocuments.path;

/** One page of the owner's documents, newest first, of one status group and search if given. */
export function listDocuments(filters: DocumentListFilters, cursor?: string | null) {
  const route = documentRoutes.listDocuments;
  const query = Object.fromEntries(pageQuery(filters, cursor));
  return callApi(route, { query, schema: route.response });
}

type PageKey = readonly [path: string, sub: string, status: string, q: string, cursor: string];

/**
 * The All documents list, a page at a time ("Load more"). The first page's key holds the signed-in
 * user and the filters, so a new filter or search starts again from one page; each next page's key
 * carries the previous page's cursor. Coming back to the list reloads every page already shown.
 *
 * Actions revalidate keys by their path, and SWR's key filter never reaches `useSWRInfinite`
 * lists (vercel/swr#2390). So a plain key of the same path, `[documentsKey, sub, 'reload']`,
 * stands in for the list while it is shown (the screen shows one): it never fetches by itself, and
 * when an action revalidates `documentsKey` it reloads every page shown, which the action waits
 * for before its toast, as it does for any other list.
 */
export function useDocumentList(filters: DocumentListFilters) {
  const sub = useSession().user?.sub;
  const status = filters.status ?? '';
  const getKey = (index: number, previous: TDocumentList | null): PageKey | null => {
    if (!sub || (index > 0 && !previous?.nextCursor)) return null;
    return [documentsKey, sub, status, filters.q, index === 0 ? '' : (previous?.nextCursor ?? '')];
  };
  const pages = useSWRInfinite(
    getKey,
    ([, , pageStatus, q, cursor]: PageKey) =>
      listDocuments({ status: statusFromChoice(pageStatus), q }, cursor),
    // "Load more" fetches the next page only; the pages shown reload on mount and after actions.
    { revalidateOnMount: true, revalidateFirstPage: false },
  );
  const { mutate } = pages;
  // One key whatever the filters: a new key would fetch at once, reloading the new list twice.
  useSWR(
    sub ? [documentsKey, sub, 'reload'] : null,
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
