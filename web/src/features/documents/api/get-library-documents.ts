import useSWR from 'swr';
import { documentRoutes } from '@contracts/documents/routes';
import { routePath } from '@contracts/route';
import { useSession } from '@/features/auth/session';
import { fetchAllPages } from '@/lib/all-pages';

const route = documentRoutes.listLibraryDocuments;

export const libraryDocumentsKey = (libraryId: string) => routePath(route, { id: libraryId });

/** The uploaded documents of one library, newest first, a page of summaries at a time. */
export const getLibraryDocuments = (libraryId: string) =>
  fetchAllPages(libraryDocumentsKey(libraryId), route.response, (page) => page.documents);

export function useLibraryDocuments(libraryId: string) {
  const sub = useSession().user?.sub;
  return useSWR(sub ? [libraryDocumentsKey(libraryId), sub] : null, () =>
    getLibraryDocuments(libraryId),
  );
}
