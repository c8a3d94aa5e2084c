import { useId, useState } from 'react';
import Pencil from 'lucide-react/icons/pencil';
import { libraryMessages, ZUpdateLibrary, type TLibrary } from '@contracts/documents/library';
import { Button } from '@/components/ui/button';
import { DialogFormFooter } from '@/components/ui/dialog-form-footer';
import { FormDialog } from '@/components/ui/form-dialog';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { useAction } from '@/lib/use-action';
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
  const id = useId();
  const [open, setOpen] = useState(false);
  const form = useContractForm(ZUpdateLibrary, {
    defaultValues: libraryValues(library),
    idPrefix: id,
  });
  const { act, busy } = useAction();

  const onSubmit = form.submit(async (input) => {
    const updated = await act({
      run: () => updateLibrary(library.id, input),
      success: libraryMessages.updated,
      error: libraryMessages.updateFailed,
      revalidate: [librariesKey, libraryKey(library.id)],
    });
    if (updated.ok) setOpen(false);
  });

  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => {
        if (busy) return;
        if (next) form.reset(libraryValues(library));
        setOpen(next);
      }}
      title="Edit Library"
      description="Change the library's name, category or description."
      trigger={
        <Button variant="outline">
          <Pencil aria-hidden />
          Edit
        </Button>
      }
    >
      <form className="grid gap-4" onSubmit={onSubmit} noValidate aria-busy={busy}>
        <LibraryFields
          name={form.field('name')}
          category={form.field('category')}
          categoryValue={form.field('categoryValue')}
          description={form.field('description')}
        />
        <DialogFormFooter busy={busy} submitLabel="Save Changes" busyLabel="Saving..." />
      </form>
    </FormDialog>
  );
}
