import useSWR from 'swr';
import { ZSigningSession } from '@contracts/documents/signing';
import { apiFetch } from '@/lib/api-client';
import { linkTokenHeaders } from '@/lib/link-token';

/** The link's API; the token travels in its header, never in the path. */
export const SIGNING_API = '/api/sign';

/** The document and this signer's fields behind a personal signing link (public). */
export const getSigningSession = (token: string) =>
  apiFetch(SIGNING_API, {
    anonymous: true,
    headers: linkTokenHeaders(token),
    schema: ZSigningSession,
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
