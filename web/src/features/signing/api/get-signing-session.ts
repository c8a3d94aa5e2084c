import useSWR from 'swr';
import { ZSigningSession } from '@contracts/documents/signing';
import { apiFetch } from '@/lib/api-client';

export const signingSessionKey = (token: string) => `/api/sign/${encodeURIComponent(token)}`;

/** The document and this signer's fields behind a personal signing link (public). */
export const getSigningSession = (token: string) =>
  apiFetch(signingSessionKey(token), { anonymous: true, schema: ZSigningSession });

export function useSigningSession(token: string | undefined) {
  return useSWR(token ? signingSessionKey(token) : null, () => getSigningSession(token!), {
    // The session changes only by this page's own actions, which reload it; a refetch on focus
    // would also hand out a new file link while the document is open.
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    shouldRetryOnError: false,
  });
}
