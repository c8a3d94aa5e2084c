import { useId, useState } from 'react';
import Plus from 'lucide-react/icons/plus';
import { libraryMessages, ZCreateLibrary } from '@contracts/documents/library';
import { Button } from '@/components/ui/button';
import { DialogFormFooter } from '@/components/ui/dialog-form-footer';
import { FormDialog } from '@/components/ui/form-dialog';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { useAction } from '@/lib/use-action';
import { createLibrary } from '../api/create-library';
import { librariesKey } from '../api/get-libraries';
import { emptyLibrary, LibraryFields } from './library-fields';

/** "New Library" (spec §2, §5): name required, category custom unless chosen. */
export function NewLibraryDialog() {
  const id = useId();
  const [open, setOpen] = useState(false);
  const form = useContractForm(ZCreateLibrary, { defaultValues: emptyLibrary, idPrefix: id });
  const { act, busy } = useAction();

  const onSubmit = form.submit(async (input) => {
    const created = await act({
      run: () => createLibrary(input),
      success: libraryMessages.created,
      error: libraryMessages.createFailed,
      revalidate: [librariesKey],
    });
    if (created.ok) {
      setOpen(false);
      form.reset(emptyLibrary);
    }
  });

  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => {
        if (busy) return;
        setOpen(next);
        if (!next) form.reset(emptyLibrary);
      }}
      title="New Library"
      description="Group documents by client, project, date, type or a category of your own."
      trigger={
        <Button>
          <Plus aria-hidden />
          New Library
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
        <DialogFormFooter busy={busy} submitLabel="Create Library" busyLabel="Creating..." />
      </form>
    </FormDialog>
  );
}
