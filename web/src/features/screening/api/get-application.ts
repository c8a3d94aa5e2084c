import useSWR from 'swr';
import { applicationRoutes } from '@contracts/applications/routes';
import { routePath } from '@contracts/route';
import { callApi } from '@/lib/call-api';

/** One application's path: its SWR key starts with it, so actions revalidate it. */
export const applicationPath = (id: string) => routePath(applicationRoutes.get, { id });

/** One submission as sent, with its notes, history and proposed matches. */
export const getApplication = (id: string) =>
  callApi(applicationRoutes.get, { params: { id }, schema: applicationRoutes.get.response });

/** Keyed by the signed-in admin too, so nobody ever sees another account's cached copy. */
export function useApplication(id: string, sub: string) {
  return useSWR([applicationPath(id), sub], () => getApplication(id), {
    // A 404 stays a 404: no retries that would only delay the "not found" state.
    shouldRetryOnError: false,
  });
}
