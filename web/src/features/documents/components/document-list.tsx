import { useMemo } from 'react';
import type { TDocumentList } from '@contracts/documents/document';
import { Button } from '@/components/ui/button';
import { ListBody } from '@/components/ui/list-body';
import { errorMessage } from '@/lib/error-message';
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
import { LoadMoreButton } from '@/components/ui/load-more-button';

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
              {error ? (
                <div role="alert" className="grid justify-items-center gap-2 text-center">
                  <p className="font-medium text-destructive">{documentListTexts.failed}</p>
                  <p className="text-sm text-muted-foreground">{errorMessage(error)}</p>
                  <Button variant="outline" size="sm" onClick={() => void mutate()}>
                    Try again
                  </Button>
                </div>
              ) : (
                nextCursor && (
                  <LoadMoreButton
                    loading={loadingMore}
                    onMore={() => void setSize(size + 1)}
                    label={documentListTexts.loadMore}
                    loadingLabel="Loading more documents"
                  />
                )
              )}
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
