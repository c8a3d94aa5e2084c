import Pencil from 'lucide-react/icons/pencil';
import { libraryMessages, type TLibrary } from '@contracts/documents/library';
import { Button } from '@/components/ui/button';
import { librariesKey } from '../api/get-libraries';
import { libraryKey } from '../api/get-library';
import { updateLibrary } from '../api/update-library';
import { LibraryDialog } from './library-dialog';
import { libraryValues } from './library-fields';

/**
 * "Edit" on a library's page: the New Library fields, filled with the library as it stands each
 * time the dialog opens. A change made elsewhere meanwhile is refused with the server's message
 * (`changedElsewhere`); the library then reloads and the dialog keeps what was typed.
 */
export function EditLibraryDialog({ library }: { library: TLibrary }) {
  return (
    <LibraryDialog
      trigger={
        <Button variant="outline">
          <Pencil aria-hidden />
          Edit
        </Button>
      }
      title="Edit Library"
      description="Change the library's name, category or description."
      values={libraryValues(library)}
      save={(input) => updateLibrary(library.id, input)}
      success={libraryMessages.updated}
      error={libraryMessages.updateFailed}
      revalidate={[librariesKey, libraryKey(library.id)]}
      submitLabel="Save Changes"
      busyLabel="Saving..."
    />
  );
}
