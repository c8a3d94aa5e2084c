import type { ReactElement } from 'react';
import { documentMessages } from '@contracts/documents/document';
import { ConfirmAction } from '@/components/ui/confirm-action';
import { DeleteButton } from '@/components/ui/delete-button';
import { useAction } from '@/lib/use-action';
import { deleteDocument } from '../api/delete-document';
import { librariesKey } from '../api/get-libraries';
import { libraryKey } from '../api/get-library';
import { libraryDocumentsKey } from '../api/get-library-documents';
import { documentsKey } from '../api/list-documents';

/**
 * The lists and counts a deleted document was shown in. The document's own key is left alone: it
 * would only reload as "not found" under the screen that is about to leave it.
 */
const deletedKeys = (libraryId: string | null) => [
  documentsKey,
  librariesKey,
  ...(libraryId ? [libraryKey(libraryId), libraryDocumentsKey(libraryId)] : []),
];

function useDeleteDocument(id: string, libraryId: string | null, onDeleted: () => void) {
  const { act, busy } = useAction();
  const remove = async () => {
    const deleted = await act({
      run: () => deleteDocument(id),
      success: documentMessages.deleted,
      error: documentMessages.deleteFailed,
      revalidate: deletedKeys(libraryId),
    });
    if (deleted.ok) onDeleted();
  };
  return { remove, busy };
}

/** A table row's delete: a bin icon, after the question. */
export function DeleteDocumentIconButton({
  id,
  libraryId,
  title,
  onDeleted,
}: {
  id: string;
  libraryId: string | null;
  title: string;
  onDeleted: () => void;
}) {
  const { remove, busy } = useDeleteDocument(id, libraryId, onDeleted);
  return (
    <DeleteButton
      label={`Delete ${title}`}
      title="Delete document?"
      question={documentMessages.deleteConfirm}
      disabled={busy}
      onConfirm={() => void remove()}
    />
  );
}

/** The detail screen's delete, with its own button. */
export function DeleteDocumentAction({
  id,
  libraryId,
  trigger,
  onDeleted,
}: {
  id: string;
  libraryId: string | null;
  trigger: (busy: boolean) => ReactElement;
  onDeleted: () => void;
}) {
  const { remove, busy } = useDeleteDocument(id, libraryId, onDeleted);
  return (
    <ConfirmAction
      title="Delete document?"
      description={documentMessages.deleteConfirm}
      confirmLabel="Delete"
      onConfirm={() => void remove()}
      trigger={trigger(busy)}
    />
  );
}
