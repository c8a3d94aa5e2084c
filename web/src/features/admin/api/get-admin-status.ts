import useSWR from 'swr';
import { systemRoutes } from '@contracts/system/routes';
import { useSession } from '@/features/auth/session';
import { callApi } from '@/lib/call-api';

/**
 * The signed-in caller's `/api/me` answer (its `isAdmin` flag), under the same SWR key as the
 * header's `useMe()`, so both share one request and one cache entry.
 *
 * Why not `useMe` from `@/features/me`: when a lazily loaded page imports that module, Rolldown
 * moves the session and API client code out of the entry chunk into shared chunks, which costs
 * the landing page about 1 KiB gzipped of its 150 KiB budget (2.5 KiB before the `framework`
 * chunk group in web/vite.config.mts).
 */
export function useAdminStatus() {
  const { status, user } = useSession();
  const key = status === 'signedIn' && user ? [systemRoutes.me.path, user.sub] : null;
  return useSWR(key, () => callApi(systemRoutes.me));
}
