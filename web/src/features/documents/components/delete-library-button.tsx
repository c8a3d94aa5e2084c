import { libraryMessages, type TLibrary } from '@contracts/documents/library';
import { DeleteButton } from '@/components/ui/delete-button';
import { useAction } from '@/lib/use-action';
import { deleteLibrary } from '../api/delete-library';
import { librariesKey } from '../api/get-libraries';
import { libraryKey } from '../api/get-library';
import { libraryDocumentsKey } from '../api/get-library-documents';

/** Why Delete is unavailable while the library holds documents. */
export const notEmptyHint = 'Only an empty library can be deleted.';

/**
 * "Delete" on a library's page, after the question. Disabled while the library holds documents
 * (`hintId` names the hint that says so); should the count shown be stale, the server's refusal
 * (`notEmpty`) shows in the failure toast and the library reloads with its real count.
 */
export function DeleteLibraryButton({
  library,
  hintId,
  onDeleted,
}: {
  library: TLibrary;
  hintId: string;
  onDeleted: () => void;
}) {
  const { act, busy } = useAction();
  const holdsDocuments = library.documentCount > 0;

  const remove = async () => {
    const deleted = await act({
      run: () => deleteLibrary(library.id),
      success: libraryMessages.deleted,
      error: libraryMessages.deleteFailed,
      revalidate: [librariesKey, libraryKey(library.id), libraryDocumentsKey(library.id)],
    });
    if (deleted.ok) onDeleted();
  };

  return (
    <DeleteButton
      withText="default"
      title="Delete library?"
      question={libraryMessages.deleteConfirm}
      disabled={busy || holdsDocuments}
      describedBy={holdsDocuments ? hintId : undefined}
      onConfirm={() => void remove()}
    />
  );
}
