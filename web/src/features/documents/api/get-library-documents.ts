import useSWR from 'swr';
import { ZDocumentList } from '@contracts/documents/document';
import { useSession } from '@/features/auth/session';
import { fetchAllPages } from '@/lib/all-pages';
import { libraryKey } from './get-library';

export const libraryDocumentsKey = (libraryId: string) => `${libraryKey(libraryId)}/documents`;

/** The uploaded documents of one library, newest first, a page of summaries at a time. */
export const getLibraryDocuments = (libraryId: string) =>
  fetchAllPages(libraryDocumentsKey(libraryId), ZDocumentList, (page) => page.documents);

export function useLibraryDocuments(libraryId: string) {
  const sub = useSession().user?.sub;
  return useSWR(sub ? [libraryDocumentsKey(libraryId), sub] : null, () =>
    getLibraryDocuments(libraryId),
  );
}
