import useSWR from 'swr';
import { clientRoutes } from '@contracts/clients/routes';
import { routePath } from '@contracts/route';
import { callApi } from '@/lib/call-api';

/** One client's path: saving it, linking a page to it or deleting it revalidates it. */
export const clientKey = (id: string) => routePath(clientRoutes.get, { id });

/** One of the owner's clients with its contacts and booking pages; another's is a 404. */
export const getClient = (id: string) =>
  callApi(clientRoutes.get, { params: { id }, schema: clientRoutes.get.response });

export function useClient(id: string, sub: string) {
  return useSWR([clientKey(id), sub], () => getClient(id), {
    // A 404 stays a 404: no retries that would only delay the "not found" screen.
    shouldRetryOnError: false,
    // The form is filled once from it; a refetch must not overwrite what the user is typing.
    revalidateOnFocus: false,
  });
}
