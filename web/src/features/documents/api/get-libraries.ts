import useSWR from 'swr';
import { libraryMessages, ZLibraryList } from '@contracts/documents/library';
import { useSession } from '@/features/auth/session';
import { apiFetch } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';
import { toast } from '@/lib/toast';

export const librariesKey = '/api/libraries';

/** The owner's libraries with their document counts, newest first. */
export async function getLibraries() {
  const data = await apiFetch(librariesKey, { schema: ZLibraryList });
  return data.libraries;
}

/** Keyed by the signed-in user; a failed load says "Failed to load libraries" (spec §8). */
export function useLibraries() {
  const sub = useSession().user?.sub;
  return useSWR(sub ? [librariesKey, sub] : null, getLibraries, {
    onError: (error: unknown) =>
      toast.error(libraryMessages.loadFailed, { description: errorMessage(error) }),
  });
}
