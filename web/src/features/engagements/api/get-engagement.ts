import useSWR from 'swr';
import { engagementRoutes } from '@contracts/engagements/routes';
import { routePath } from '@contracts/route';
import { callApi } from '@/lib/call-api';

/** One engagement's path: saving it or a refused save (its letter went out) revalidates it. */
export const engagementKey = (id: string) => routePath(engagementRoutes.get, { id });

/** One of the owner's engagements with its terms, workstreams and letters; another's is a 404. */
export const getEngagement = (id: string) =>
  callApi(engagementRoutes.get, { params: { id }, schema: engagementRoutes.get.response });

/** A letter asked for is drawn and sent in moments: the screen looks again until it is out. */
const PREPARING_POLL_MS = 2000;

export function useEngagement(id: string, sub: string) {
  return useSWR([engagementKey(id), sub], () => getEngagement(id), {
    // A 404 stays a 404: no retries that would only delay the "not found" screen.
    shouldRetryOnError: false,
    // A draft's form is filled once from it; a refetch must not overwrite what is being typed.
    revalidateOnFocus: false,
    refreshInterval: (engagement) =>
      engagement?.letters.some((letter) => letter.status === 'preparing') ? PREPARING_POLL_MS : 0,
  });
}
