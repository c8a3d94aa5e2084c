import { documentRoutes } from '@contracts/documents/routes';
import { useSession } from '@/features/auth/session';
import { callApi } from '@/lib/call-api';
import { usePagedList } from '@/lib/use-paged-list';
import { pageQuery, statusFromChoice, type DocumentListFilters } from '../lib/document-list';

/** Every document of the owner, whatever library it is in; `documentKey(id)` is one of them. */
export const documentsKey = documentRoutes.listDocuments.path;

/** One page of the owner's documents, newest first, of one status group and search if given. */
export function listDocuments(filters: DocumentListFilters, cursor?: string | null) {
  const route = documentRoutes.listDocuments;
  const query = Object.fromEntries(pageQuery(filters, cursor));
  return callApi(route, { query, schema: route.response });
}

/**
 * The All documents list, a page at a time (lib/use-paged-list.ts): the signed-in user's, of the
 * status group and search chosen; an action that revalidates `documentsKey` reloads every page.
 */
export function useDocumentList(filters: DocumentListFilters) {
  const sub = useSession().user?.sub;
  return usePagedList(
    documentsKey,
    sub,
    [filters.status ?? '', filters.q],
    ([status = '', q = ''], cursor) =>
      listDocuments({ status: statusFromChoice(status), q }, cursor),
  );
}
