import { useId, useState } from 'react';
import Plus from 'lucide-react/icons/plus';
import {
  DEFAULT_LIBRARY_CATEGORY,
  LIBRARY_CATEGORIES,
  LIBRARY_CATEGORY_LABELS,
  libraryMessages,
  ZCreateLibrary,
} from '@contracts/documents/library';
import { Button } from '@/components/ui/button';
import { DialogFormFooter } from '@/components/ui/dialog-form-footer';
import { FormDialog } from '@/components/ui/form-dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { useAction } from '@/lib/use-action';
import { createLibrary } from '../api/create-library';
import { librariesKey } from '../api/get-libraries';

const emptyLibrary = {
  name: '',
  category: DEFAULT_LIBRARY_CATEGORY,
  categoryValue: '',
  description: '',
};

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
        <FormField field={form.field('name')} label="Name *">
          {(control) => <Input {...control} placeholder="e.g. Acme contracts" autoFocus />}
        </FormField>
        <FormField field={form.field('category')} label="Category">
          {(control) => (
            <NativeSelect {...control}>
              {LIBRARY_CATEGORIES.map((category) => (
                <option key={category} value={category}>
                  {LIBRARY_CATEGORY_LABELS[category]}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <FormField field={form.field('categoryValue')} label="Category value">
          {(control) => <Input {...control} placeholder="e.g. Acme Ltd" />}
        </FormField>
        <FormField field={form.field('description')} label="Description">
          {(control) => <Textarea {...control} rows={3} />}
        </FormField>
        <DialogFormFooter busy={busy} submitLabel="Create Library" busyLabel="Creating..." />
      </form>
    </FormDialog>
  );
}
