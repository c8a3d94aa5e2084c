import useSWR from 'swr';
import { ZDocumentList } from '@contracts/documents/document';
import { useSession } from '@/features/auth/session';
import { apiFetch } from '@/lib/api-client';
import { libraryKey } from './get-library';

export const libraryDocumentsKey = (libraryId: string) => `${libraryKey(libraryId)}/documents`;

/** The uploaded documents of one library, newest first. */
export async function getLibraryDocuments(libraryId: string) {
  const data = await apiFetch(libraryDocumentsKey(libraryId), { schema: ZDocumentList });
  return data.documents;
}

export function useLibraryDocuments(libraryId: string) {
  const sub = useSession().user?.sub;
  return useSWR(sub ? [libraryDocumentsKey(libraryId), sub] : null, () =>
    getLibraryDocuments(libraryId),
  );
}
