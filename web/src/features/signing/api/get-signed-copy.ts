import useSWR from 'swr';
import { signingRoutes } from '@contracts/signing/routes';
import { callApi } from '@/lib/call-api';
import { linkTokenHeaders } from '@/lib/link-token';

/** A short-lived download URL of the sealed copy behind a signer's link (public). */
export const getSignedCopy = (token: string) =>
  callApi(signingRoutes.signedCopy, {
    headers: linkTokenHeaders(token),
    schema: signingRoutes.signedCopy.response,
  });

export function useSignedCopy(token: string | undefined) {
  // The token travels in its header, never in the path; it is part of the key.
  return useSWR(
    token ? [signingRoutes.signedCopy.path, token] : null,
    () => getSignedCopy(token!),
    {
      // Each answer is a new download URL: fetched once per visit, never behind the signer's back.
      revalidateOnFocus: false,
      revalidateOnReconnect: false,
      shouldRetryOnError: false,
    },
  );
}
