import useSWRInfinite from 'swr/infinite';
import type { TApplicationList } from '@contracts/applications/application';
import { applicationRoutes } from '@contracts/applications/routes';
import { callApi } from '@/lib/call-api';
import { normalSearch, pageQuery, type ListFilters } from '../lib/list-params';

/** The list's path: its SWR keys start with it. */
const applicationsPath = applicationRoutes.list.path;

/** One page of one kind's submissions, newest first. */
export const getApplications = (filters: ListFilters, cursor?: string | null) =>
  callApi(applicationRoutes.list, {
    query: Object.fromEntries(pageQuery(filters, cursor)),
    schema: applicationRoutes.list.response,
  });

type PageKey = readonly [string, string, string, string, string, string];

/**
 * The list, a page at a time ("Load more"). The first page's key holds the signed-in admin and
 * the filters (search included), so a new filter starts again from one page; each next page's key
 * carries the previous page's cursor. Coming back to the list reloads every page already shown.
 */
export function useApplications(filters: ListFilters, sub: string) {
  const getKey = (index: number, previous: TApplicationList | null): PageKey | null => {
    if (index > 0 && !previous?.nextCursor) return null;
    const cursor = index === 0 ? '' : (previous?.nextCursor ?? '');
    return [
      applicationsPath,
      sub,
      filters.kind,
      filters.status ?? '',
      normalSearch(filters.q ?? ''),
      cursor,
    ];
  };
  return useSWRInfinite(getKey, ([, , , , , cursor]: PageKey) => getApplications(filters, cursor), {
    revalidateOnMount: true,
  });
}
