import useSWR from 'swr';
import { signingRoutes } from '@contracts/signing/routes';
import { callApi } from '@/lib/call-api';
import { linkTokenHeaders } from '@/lib/link-token';

/** The session's SWR key prefix: the token travels in its header, never in the path. */
export const SIGNING_API = signingRoutes.getSession.path;

/** The document and this signer's fields behind a personal signing link (public). */
export const getSigningSession = (token: string) =>
  callApi(signingRoutes.getSession, {
    headers: linkTokenHeaders(token),
    schema: signingRoutes.getSession.response,
  });

export function useSigningSession(token: string | undefined) {
  return useSWR(token ? [SIGNING_API, token] : null, () => getSigningSession(token!), {
    // The session changes only by this page's own actions, which reload it; a refetch on focus
    // would also hand out a new file link while the document is open.
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    shouldRetryOnError: false,
  });
}
