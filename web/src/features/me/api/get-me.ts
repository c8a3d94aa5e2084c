import useSWR from 'swr';
import type { TMe } from '@contracts/system/get-me';
import { apiFetch } from '@/lib/api-client';
import { useSession } from '@/features/auth/session';

export const meKey = '/api/me';

// Not checked against ZMe here: the header loads this on every page and zod stays off the first load.
export const getMe = () => apiFetch<TMe>(meKey);

/** The signed-in caller as the server sees it (admin flag, first booking page); null when signed out. */
export function useMe() {
  const { status, user } = useSession();
  // Keyed by the user so a different sign-in never shows the previous user's answer.
  const key = status === 'signedIn' && user ? [meKey, user.sub] : null;
  return useSWR(key, getMe);
}
