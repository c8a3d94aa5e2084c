import Pencil from 'lucide-react/icons/pencil';
import { libraryMessages, ZUpdateLibrary, type TLibrary } from '@contracts/documents/library';
import { Button } from '@/components/ui/button';
import { DialogForm } from '@/components/ui/dialog-form';
import { FormDialog } from '@/components/ui/form-dialog';
import { useFormDialog } from '@/lib/forms/use-form-dialog';
import { librariesKey } from '../api/get-libraries';
import { libraryKey } from '../api/get-library';
import { updateLibrary } from '../api/update-library';
import { LibraryFields, libraryValues } from './library-fields';

/**
 * "Edit" on a library's page: the New Library fields, filled with the library as it stands each
 * time the dialog opens. A change made elsewhere meanwhile is refused with the server's message
 * (`changedElsewhere`); the library then reloads and the dialog keeps what was typed.
 */
export function EditLibraryDialog({ library }: { library: TLibrary }) {
  const { form, act, busy, dialog, close } = useFormDialog(ZUpdateLibrary, libraryValues(library));

  const onSubmit = form.submit(async (input) => {
    const updated = await act({
      run: () => updateLibrary(library.id, input),
      success: libraryMessages.updated,
      error: libraryMessages.updateFailed,
      revalidate: [librariesKey, libraryKey(library.id)],
    });
    if (updated.ok) close();
  });

  return (
    <FormDialog
      {...dialog}
      title="Edit Library"
      description="Change the library's name, category or description."
      trigger={
        <Button variant="outline">
          <Pencil aria-hidden />
          Edit
        </Button>
      }
    >
      <DialogForm onSubmit={onSubmit} busy={busy} submitLabel="Save Changes" busyLabel="Saving...">
        <LibraryFields
          name={form.field('name')}
          category={form.field('category')}
          categoryValue={form.field('categoryValue')}
          description={form.field('description')}
        />
      </DialogForm>
    </FormDialog>
  );
}
