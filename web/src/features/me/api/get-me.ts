import useSWR from 'swr';
import type { TMe } from '@contracts/system/get-me';
import type { systemRoutes } from '@contracts/system/routes';
import { apiFetch } from '@/lib/api-client';
import { useSession } from '@/features/auth/session';

/**
 * The header loads this on every page and zod stays off the first load, so the route is named by
 * type only (the compiler holds this path to the contract's) and the answer is not checked
 * against ZMe.
 */
const me: Pick<typeof systemRoutes.me, 'path'> = { path: '/api/me' };

export const meKey = me.path;

export const getMe = () => apiFetch<TMe>(meKey);

/** The signed-in caller as the server sees it (admin flag, first booking page); null when signed out. */
export function useMe() {
  const { status, user } = useSession();
  // Keyed by the user so a different sign-in never shows the previous user's answer.
  const key = status === 'signedIn' && user ? [meKey, user.sub] : null;
  return useSWR(key, getMe);
}
