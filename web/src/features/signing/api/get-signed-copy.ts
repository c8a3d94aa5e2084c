import useSWR from 'swr';
import { ZSignedCopyLink } from '@contracts/documents/signed-copy';
import { apiFetch } from '@/lib/api-client';
import { linkTokenHeaders } from '@/lib/link-token';

/** The link's API; the token travels in its header, never in the path. */
export const SIGNED_COPY_API = '/api/signed-copy';

/** A short-lived download URL of the sealed copy behind a signer's link (public). */
export const getSignedCopy = (token: string) =>
  apiFetch(SIGNED_COPY_API, {
    anonymous: true,
    headers: linkTokenHeaders(token),
    schema: ZSignedCopyLink,
  });

export function useSignedCopy(token: string | undefined) {
  return useSWR(token ? [SIGNED_COPY_API, token] : null, () => getSignedCopy(token!), {
    // Each answer is a new download URL: fetched once per visit, never behind the signer's back.
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    shouldRetryOnError: false,
  });
}
