import { useState, type FormEvent } from 'react';
import FolderInput from 'lucide-react/icons/folder-input';
import type { TDocument } from '@contracts/documents/document';
import { Button } from '@/components/ui/button';
import { NativeSelect } from '@/components/ui/native-select';
import { useAction } from '@/lib/use-action';
import { documentKey } from '../api/get-document';
import { librariesKey, useLibraries } from '../api/get-libraries';
import { libraryKey } from '../api/get-library';
import { libraryDocumentsKey } from '../api/get-library-documents';
import { documentsKey } from '../api/list-documents';
import { moveDocument } from '../api/move-document';
import { libraryChoices, moveTarget } from '../lib/document-list';

export const moveMessages = {
  moved: 'Document moved',
  failed: 'Failed to move document',
} as const;

/** What a move changes: the document, All documents, the counts, and both libraries' lists. */
const movedKeys = (id: string, from: string | null, to: string | null) => [
  documentKey(id),
  documentsKey,
  librariesKey,
  ...[from, to].flatMap((libraryId) =>
    libraryId ? [libraryKey(libraryId), libraryDocumentsKey(libraryId)] : [],
  ),
];

/**
 * The document's library, changed in place: "No library" or one of the owner's libraries, moved
 * when the owner presses Move (a select that acted on every change would move the document at
 * each arrow key). `selectId` ties the row's "Library" label to the select.
 */
export function MoveDocumentForm({
  document,
  selectId,
}: {
  document: TDocument;
  selectId: string;
}) {
  const libraries = useLibraries();
  const { act, busy } = useAction();
  const current = document.libraryId ?? '';
  const [choice, setChoice] = useState(current);
  // Once the document reloads in another library (a move here or elsewhere), the choice follows.
  const [shown, setShown] = useState(current);
  if (current !== shown) {
    setShown(current);
    setChoice(current);
  }

  const move = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || choice === current) return;
    const target = moveTarget(choice);
    await act({
      run: () => moveDocument(document.id, target),
      success: moveMessages.moved,
      error: moveMessages.failed,
      revalidate: movedKeys(document.id, document.libraryId, target.libraryId),
    });
  };

  return (
    <form
      className="flex flex-wrap items-center gap-2"
      onSubmit={(event) => void move(event)}
      aria-busy={busy}
    >
      <div className="w-full max-w-xs">
        <NativeSelect
          id={selectId}
          value={choice}
          disabled={busy}
          onChange={(event) => setChoice(event.target.value)}
        >
          {libraryChoices(libraries.data, document).map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect>
      </div>
      <Button type="submit" variant="outline" disabled={busy || choice === current}>
        <FolderInput aria-hidden />
        {busy ? 'Moving...' : 'Move'}
      </Button>
    </form>
  );
}
