import useSWR from 'swr';
import { libraryMessages, newestLibraryFirst } from '@contracts/documents/library';
import { documentRoutes } from '@contracts/documents/routes';
import { useSession } from '@/features/auth/session';
import { fetchAllPages } from '@/lib/all-pages';
import { errorMessage } from '@/lib/error-message';
import { toast } from '@/lib/toast';

const route = documentRoutes.listLibraries;

/** The libraries list's path: creating, editing or deleting a library revalidates it. */
export const librariesKey = route.path;

/** The owner's libraries with their document counts, newest first. */
export async function getLibraries() {
  const all = await fetchAllPages(route.path, route.response, (page) => page.libraries);
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
