import useSWR from 'swr';
import { libraryMessages, newestLibraryFirst, ZLibraryList } from '@contracts/documents/library';
import { useSession } from '@/features/auth/session';
import { fetchAllPages } from '@/lib/all-pages';
import { errorMessage } from '@/lib/error-message';
import { toast } from '@/lib/toast';

export const librariesKey = '/api/libraries';

/** The owner's libraries with their document counts, newest first. */
export async function getLibraries() {
  const all = await fetchAllPages(librariesKey, ZLibraryList, (page) => page.libraries);
  return all.sort(newestLibraryFirst);
}

/** Keyed by the signed-in user; a failed load says "Failed to load libraries" (spec §8). */
export function useLibraries() {
  const sub = useSession().user?.sub;
  return useSWR(sub ? [librariesKey, sub] : null, getLibraries, {
    onError: (error: unknown) =>
      toast.error(libraryMessages.loadFailed, { description: errorMessage(error) }),
  });
}
