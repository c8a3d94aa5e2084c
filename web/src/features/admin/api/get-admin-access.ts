import useSWR from 'swr';
import { systemRoutes } from '@contracts/system/routes';
import { callApi } from '@/lib/call-api';

/**
 * Whether the server lets the signed-in administrator use the admin routes: the same check every
 * admin route runs (admin group, a sign-in that asked for the authenticator app's code). Resolves
 * `true`; rejects with the server's `ApiError` (403 `mfa_required` for an administrator without
 * an authenticator app, or signed in through Google, Microsoft or LinkedIn).
 * Only asked once `/api/me` says the caller is an administrator.
 */
export function useAdminAccess(sub: string | undefined) {
  return useSWR(
    sub ? [systemRoutes.adminAccess.path, sub] : null,
    () => callApi(systemRoutes.adminAccess).then(() => true),
    // A refusal holds until the administrator acts; asking again at once would not change it.
    { shouldRetryOnError: false },
  );
}
