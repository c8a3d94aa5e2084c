import { useMemo } from 'react';
import type { TDocumentList } from '@contracts/documents/document';
import { ListBody } from '@/components/ui/list-body';
import { useLibraries } from '../api/get-libraries';
import { useDocumentList } from '../api/list-documents';
import {
  documentListTexts,
  documentListView,
  emptyListText,
  libraryNameOf,
  libraryNames,
  listAnnouncement,
  type DocumentListFilters,
} from '../lib/document-list';
import { DocumentsTable, type DocumentColumn } from './documents-table';
import { PagedListFooter } from '@/components/ui/paged-list-footer';

/**
 * The All documents table: Title, Library, Status, Created, Actions, with "Load more" while the
 * server has more. A page may come back with few documents or none and still go on, so "nothing"
 * is said only once a page ends the list; before that the list offers to look further.
 */
export function DocumentList({ filters }: { filters: DocumentListFilters }) {
  const { data, error, isLoading, mutate, size, setSize } = useDocumentList(filters);
  const libraries = useLibraries();
  const names = useMemo(() => libraryNames(libraries.data), [libraries.data]);
  const libraryColumn: DocumentColumn = {
    header: 'Library',
    cell: (document) =>
      libraryNameOf(document.libraryId, names) ?? <span className="text-muted-foreground">—</span>,
  };
  const view = useMemo(() => data && documentListView(data), [data]);
  const loadingMore = data !== undefined && data.length < size && !error;

  return (
    <>
      <ListBody
        // The pages are the items here: an empty page may still lead to more documents.
        query={{ data, error, isLoading, mutate }}
        texts={{
          loading: documentListTexts.loading,
          failed: documentListTexts.failed,
          empty: emptyListText(filters),
        }}
      >
        {(pages: TDocumentList[]) => {
          const { documents, nextCursor, empty } = view ?? documentListView(pages);
          return (
            <div className="grid gap-4">
              {documents.length > 0 ? (
                <DocumentsTable
                  documents={documents}
                  column={libraryColumn}
                  caption="All documents, newest first"
                  onDeleted={() => undefined}
                />
              ) : (
                <p className="py-8 text-center text-muted-foreground">
                  {empty ? emptyListText(filters) : documentListTexts.nothingYet}
                </p>
              )}
              <PagedListFooter
                error={error}
                failed={documentListTexts.failed}
                onRetry={() => void mutate()}
                hasMore={Boolean(nextCursor)}
                loadingMore={loadingMore}
                onMore={() => void setSize(size + 1)}
                label={documentListTexts.loadMore}
                loadingLabel="Loading more documents"
              />
            </div>
          );
        }}
      </ListBody>
      <p role="status" className="sr-only">
        {listAnnouncement(view, filters)}
      </p>
    </>
  );
}
