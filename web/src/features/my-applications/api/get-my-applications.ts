import useSWRInfinite from 'swr/infinite';
import type { TMyApplicationList } from '@contracts/applications/my-applications';
import { applicationRoutes } from '@contracts/applications/routes';
import { callApi } from '@/lib/call-api';

/** The list's path: its SWR keys start with it, so actions revalidate it. */
export const myApplicationsPath = applicationRoutes.listMine.path;

/** One page of the signed-in applicant's own submissions, newest first. */
export const getMyApplications = (cursor?: string | null) =>
  callApi(applicationRoutes.listMine, {
    query: { cursor: cursor || undefined },
    schema: applicationRoutes.listMine.response,
  });

type PageKey = readonly [path: string, sub: string, cursor: string];

/**
 * The list, a page at a time ("Load more"). Each key holds the signed-in user, so no account sees
 * another's cached list; each next page's key carries the previous page's cursor. The list reloads
 * every page shown whenever it mounts again, e.g. back from a withdrawal or an answered proposal
 * (SWR's key filter never reaches `useSWRInfinite` lists, vercel/swr#2390).
 */
export function useMyApplications(sub: string) {
  const getKey = (index: number, previous: TMyApplicationList | null): PageKey | null => {
    if (index > 0 && !previous?.nextCursor) return null;
    return [myApplicationsPath, sub, index === 0 ? '' : (previous?.nextCursor ?? '')];
  };
  return useSWRInfinite(getKey, ([, , cursor]: PageKey) => getMyApplications(cursor), {
    revalidateOnMount: true,
    // "Load more" fetches the next page only.
    revalidateFirstPage: false,
  });
}
