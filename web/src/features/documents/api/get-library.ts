import useSWR from 'swr';
import { ZLibrary } from '@contracts/documents/library';
import { useSession } from '@/features/auth/session';
import { apiFetch } from '@/lib/api-client';
import { librariesKey } from './get-libraries';

/** One library's path; its documents live under it. */
export const libraryKey = (id: string) => `${librariesKey}/${encodeURIComponent(id)}`;

/** One of the owner's libraries; unknown or another's is a 404. */
export const getLibrary = (id: string) => apiFetch(libraryKey(id), { schema: ZLibrary });

export function useLibrary(id: string | undefined) {
  const sub = useSession().user?.sub;
  return useSWR(id && sub ? [libraryKey(id), sub] : null, () => getLibrary(id!), {
    shouldRetryOnError: false,
  });
}
