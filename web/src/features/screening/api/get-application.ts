import useSWR from 'swr';
import { ZApplicationDetail } from '@contracts/applications/application';
import { apiFetch } from '@/lib/api-client';
import { applicationPath } from './paths';

export { applicationPath };

/** One submission as sent, with its notes, history and proposed matches. */
export const getApplication = (id: string) =>
  apiFetch(applicationPath(id), { schema: ZApplicationDetail });

/** Keyed by the signed-in admin too, so nobody ever sees another account's cached copy. */
export function useApplication(id: string, sub: string) {
  return useSWR([applicationPath(id), sub], () => getApplication(id), {
    // A 404 stays a 404: no retries that would only delay the "not found" state.
    shouldRetryOnError: false,
  });
}
