import Plus from 'lucide-react/icons/plus';
import { libraryMessages } from '@contracts/documents/library';
import { Button } from '@/components/ui/button';
import { createLibrary } from '../api/create-library';
import { librariesKey } from '../api/get-libraries';
import { LibraryDialog } from './library-dialog';
import { emptyLibrary } from './library-fields';

/** "New Library" (spec §2, §5): name required, category custom unless chosen. */
export function NewLibraryDialog() {
  return (
    <LibraryDialog
      trigger={
        <Button>
          <Plus aria-hidden />
          New Library
        </Button>
      }
      title="New Library"
      description="Group documents by client, project, date, type or a category of your own."
      values={emptyLibrary}
      save={createLibrary}
      success={libraryMessages.created}
      error={libraryMessages.createFailed}
      revalidate={[librariesKey]}
      submitLabel="Create Library"
      busyLabel="Creating..."
    />
  );
}
