import useSWR from 'swr';
import { documentRoutes } from '@contracts/documents/routes';
import { routePath } from '@contracts/route';
import { callApi } from '@/lib/call-api';
import { useSession } from '@/features/auth/session';

const route = documentRoutes.getDocument;

/** One document's path; its workflow, fields, download and send routes live under it. */
export const documentKey = (id: string) => routePath(route, { id });

/** Everything the detail, prepare and editor screens show; unknown or another's is a 404. */
export const getDocument = (id: string) =>
  callApi(route, { params: { id }, schema: route.response });

/** Keyed by the signed-in user too, so nobody ever sees another account's cached copy. */
export function useDocument(id: string | undefined) {
  const { user } = useSession();
  const sub = user?.sub;
  return useSWR(id && sub ? [documentKey(id), sub] : null, () => getDocument(id!), {
    // A 404 stays a 404: no retries that would only delay the "not found" screen.
    shouldRetryOnError: false,
  });
}
