import useSWR from 'swr';
import { ZMyApplication } from '@contracts/applications/my-applications';
import { apiFetch } from '@/lib/api-client';
import { myApplicationPath } from './paths';

export { myApplicationPath };

/** One of the applicant's own submissions as sent, its status, history and proposed roles. */
export const getMyApplication = (id: string) =>
  apiFetch(myApplicationPath(id), { schema: ZMyApplication });

/** Keyed by the signed-in user too, so nobody ever sees another account's cached copy. */
export function useMyApplication(id: string, sub: string) {
  return useSWR([myApplicationPath(id), sub], () => getMyApplication(id), {
    // A 404 stays a 404: no retries that would only delay the "not found" state.
    shouldRetryOnError: false,
  });
}
