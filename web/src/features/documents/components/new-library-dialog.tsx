import Plus from 'lucide-react/icons/plus';
import { libraryMessages, ZCreateLibrary } from '@contracts/documents/library';
import { Button } from '@/components/ui/button';
import { DialogForm } from '@/components/ui/dialog-form';
import { FormDialog } from '@/components/ui/form-dialog';
import { useFormDialog } from '@/lib/forms/use-form-dialog';
import { createLibrary } from '../api/create-library';
import { librariesKey } from '../api/get-libraries';
import { emptyLibrary, LibraryFields } from './library-fields';

/** "New Library" (spec §2, §5): name required, category custom unless chosen. */
export function NewLibraryDialog() {
  const { form, act, busy, dialog, close } = useFormDialog(ZCreateLibrary, emptyLibrary);

  const onSubmit = form.submit(async (input) => {
    const created = await act({
      run: () => createLibrary(input),
      success: libraryMessages.created,
      error: libraryMessages.createFailed,
      revalidate: [librariesKey],
    });
    if (created.ok) close();
  });

  return (
    <FormDialog
      {...dialog}
      title="New Library"
      description="Group documents by client, project, date, type or a category of your own."
      trigger={
        <Button>
          <Plus aria-hidden />
          New Library
        </Button>
      }
    >
      <DialogForm
        onSubmit={onSubmit}
        busy={busy}
        submitLabel="Create Library"
        busyLabel="Creating..."
      >
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
