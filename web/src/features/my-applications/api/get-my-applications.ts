import useSWRInfinite from 'swr/infinite';
import {
  ZMyApplicationList,
  type TMyApplicationList,
} from '@contracts/applications/my-applications';
import { apiFetch } from '@/lib/api-client';
import { myApplicationsPath } from './paths';

export { myApplicationsPath };

/** One page of the signed-in applicant's own submissions, newest first. */
export function getMyApplications(cursor?: string | null) {
  const query = cursor ? `?${new URLSearchParams({ cursor }).toString()}` : '';
  return apiFetch(`${myApplicationsPath}${query}`, { schema: ZMyApplicationList });
}

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
