import type { ReactElement } from 'react';
import {
  ZCreateLibrary,
  type TCreateLibrary,
  type TCreateLibraryParsed,
} from '@contracts/documents/library';
import { DialogForm } from '@/components/ui/dialog-form';
import { FormDialog } from '@/components/ui/form-dialog';
import { useFormDialog } from '@/lib/forms/use-form-dialog';
import type { Notice } from '@/lib/run-action';
import { LibraryFields } from './library-fields';

/**
 * The library's fields in a dialog (spec §5), for "New Library" and a library's "Edit" alike:
 * opened on `values` as they are then, closed once `save` succeeds, the lists in `revalidate`
 * reloaded first.
 */
export function LibraryDialog({
  trigger,
  title,
  description,
  values,
  save,
  success,
  error,
  revalidate,
  submitLabel,
  busyLabel,
}: {
  trigger: ReactElement;
  title: string;
  description: string;
  values: TCreateLibrary;
  save: (input: TCreateLibraryParsed) => Promise<unknown>;
  success: Notice | string;
  error: string;
  revalidate: string[];
  submitLabel: string;
  busyLabel: string;
}) {
  const { form, act, busy, dialog, close } = useFormDialog(ZCreateLibrary, values);
  const onSubmit = form.submit(async (input) => {
    const saved = await act({ run: () => save(input), success, error, revalidate });
    if (saved.ok) close();
  });

  return (
    <FormDialog {...dialog} title={title} description={description} trigger={trigger}>
      <DialogForm onSubmit={onSubmit} busy={busy} submitLabel={submitLabel} busyLabel={busyLabel}>
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
