import useSWR from 'swr';
import { documentRoutes } from '@contracts/documents/routes';
import { routePath } from '@contracts/route';
import { useSession } from '@/features/auth/session';
import { callApi } from '@/lib/call-api';

const route = documentRoutes.getLibrary;

/** One library's path; its documents live under it. */
export const libraryKey = (id: string) => routePath(route, { id });

/** One of the owner's libraries; unknown or another's is a 404. */
export const getLibrary = (id: string) =>
  callApi(route, { params: { id }, schema: route.response });

export function useLibrary(id: string | undefined) {
  const sub = useSession().user?.sub;
  return useSWR(id && sub ? [libraryKey(id), sub] : null, () => getLibrary(id!), {
    shouldRetryOnError: false,
  });
}
