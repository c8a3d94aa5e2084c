import { useEffect, useId } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import FolderX from 'lucide-react/icons/folder-x';
import Upload from 'lucide-react/icons/upload';
import {
  LIBRARY_CATEGORY_LABELS,
  libraryMessages,
  type TLibrary,
} from '@contracts/documents/library';
import { Button } from '@/components/ui/button';
import { DocumentTitle } from '@/components/ui/document-title';
import { ListBody } from '@/components/ui/list-body';
import { PageLoadFailed, PageLoading, isNotFoundError } from '@/components/ui/page-state';
import { toast } from '@/lib/toast';
import { useLibrary } from '../api/get-library';
import { useLibraryDocuments } from '../api/get-library-documents';
import { DeleteLibraryButton, notEmptyHint } from '../components/delete-library-button';
import { DocumentsTable } from '../components/documents-table';
import { EditLibraryDialog } from '../components/edit-library-dialog';
import { NotFoundState } from '../components/not-found-state';
import { RequireUser } from '@/features/auth/require-user';
import { ScreenFrame, ScreenHeader } from '../components/screen-frame';

/**
 * `/documents/libraries/{libraryId}`: one library's documents and Upload Document (spec §2); Edit
 * changes the library, Delete removes it once it is empty.
 */
export default function LibraryPage() {
  const { libraryId = '' } = useParams();
  return <RequireUser>{() => <LibraryScreen id={libraryId} />}</RequireUser>;
}

function LibraryScreen({ id }: { id: string }) {
  const { data: library, error, mutate } = useLibrary(id);
  const missing = isNotFoundError(error);
  const failed = error !== undefined && !missing;
  useEffect(() => {
    if (failed) toast.error(libraryMessages.loadOneFailed);
  }, [failed]);

  if (library) return <Library library={library} />;
  if (missing)
    return (
      <NotFoundState icon={<FolderX />} title={libraryMessages.notFound}>
        This library does not exist, or it belongs to another account.
      </NotFoundState>
    );
  if (failed)
    return <PageLoadFailed message={libraryMessages.loadOneFailed} onRetry={() => void mutate()} />;
  return <PageLoading label="Loading library" />;
}

function Library({ library }: { library: TLibrary }) {
  const navigate = useNavigate();
  const hintId = useId();
  const documents = useLibraryDocuments(library.id);
  const category = `${LIBRARY_CATEGORY_LABELS[library.category]}${
    library.categoryValue ? `: ${library.categoryValue}` : ''
  }`;
  return (
    <ScreenFrame wide>
      <DocumentTitle title={library.name} />
      <div>
        <Button asChild variant="ghost" size="sm">
          <Link to="/documents/libraries">
            <ArrowLeft aria-hidden />
            All libraries
          </Link>
        </Button>
      </div>
      <ScreenHeader
        title={library.name}
        description={
          <>
            <p>{category}</p>
            {library.description && <p className="mt-1">{library.description}</p>}
          </>
        }
        actions={
          <>
            <Button asChild>
              <Link to={`/documents/upload/${encodeURIComponent(library.id)}`}>
                <Upload aria-hidden />
                Upload Document
              </Link>
            </Button>
            <EditLibraryDialog library={library} />
            <DeleteLibraryButton
              library={library}
              hintId={hintId}
              onDeleted={() => navigate('/documents/libraries')}
            />
          </>
        }
      />
      {library.documentCount > 0 && (
        <p id={hintId} className="-mt-6 text-sm text-muted-foreground sm:text-right">
          {notEmptyHint}
        </p>
      )}
      <ListBody
        query={documents}
        texts={{
          loading: 'Loading documents...',
          failed: libraryMessages.loadOneFailed,
          empty: 'No documents in this library yet.',
        }}
      >
        {(items) => <DocumentsTable documents={items} onDeleted={() => undefined} />}
      </ListBody>
    </ScreenFrame>
  );
}
