import useSWR from 'swr';
import { applicationRoutes } from '@contracts/applications/routes';
import { routePath } from '@contracts/route';
import { callApi } from '@/lib/call-api';

/** One application's path: its SWR key starts with it, so actions revalidate it. */
export const myApplicationPath = (id: string) => routePath(applicationRoutes.getMine, { id });

/** One of the applicant's own submissions as sent, its status, history and proposed roles. */
export const getMyApplication = (id: string) =>
  callApi(applicationRoutes.getMine, {
    params: { id },
    schema: applicationRoutes.getMine.response,
  });

/** Keyed by the signed-in user too, so nobody ever sees another account's cached copy. */
export function useMyApplication(id: string, sub: string) {
  return useSWR([myApplicationPath(id), sub], () => getMyApplication(id), {
    // A 404 stays a 404: no retries that would only delay the "not found" state.
    shouldRetryOnError: false,
  });
}
