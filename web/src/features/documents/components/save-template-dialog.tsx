import { useId } from 'react';
import type { TDocument } from '@contracts/documents/document';
import { templateMessages, ZCreateTemplate } from '@contracts/documents/templates';
import { DialogForm } from '@/components/ui/dialog-form';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { useBusyDialog } from '@/lib/use-busy-dialog';
import { useAction } from '@/lib/use-action';
import { createTemplate } from '../api/create-template';
import { templatesKey } from '../api/get-templates';
import { ROLE_NAME_MAX, templateValues } from '../lib/templates';
import { TemplateDialog } from './template-dialog';

/**
 * "Save as template" (any status): the document's signers become roles, named here in signing
 * order, and its saved fields go with them, for new documents of `pageCount` pages — the pages
 * the viewer counted in the file. `blocker` says why it cannot be saved yet (no saved fields,
 * unsaved changes, pages still loading); the button is then disabled with that reason beside it.
 */
export function SaveTemplateDialog({
  document,
  pageCount,
  blocker,
}: {
  document: Pick<TDocument, 'id' | 'title' | 'signers'>;
  pageCount: number;
  blocker?: string;
}) {
  const id = useId();
  const form = useContractForm(ZCreateTemplate, {
    defaultValues: templateValues(document, pageCount),
    idPrefix: id,
  });
  const { act, busy } = useAction();
  // Each time it opens: the signers and the pages as they stand now.
  const { dialog, close } = useBusyDialog(busy, {
    onOpen: () => form.reset(templateValues(document, pageCount)),
  });

  const onSubmit = form.submit(async (input) => {
    const saved = await act({
      run: () => createTemplate(input),
      success: templateMessages.saved,
      error: templateMessages.saveFailed,
      revalidate: [templatesKey],
    });
    if (saved.ok) close();
  });

  return (
    <TemplateDialog
      title="Save as template"
      description="Start new documents with these signers' fields already placed. Name each signer's role; names and e-mails are not kept."
      blocker={blocker}
      {...dialog}
    >
      <DialogForm onSubmit={onSubmit} busy={busy} submitLabel="Save Template" busyLabel="Saving...">
        <FormField field={form.field('name')} label="Template name">
          {(control) => <Input {...control} autoComplete="off" />}
        </FormField>
        <fieldset className="grid gap-4">
          <legend className="mb-2 text-sm font-semibold">Roles, in signing order</legend>
          {document.signers.map((signer, index) => (
            <FormField
              key={signer.order}
              field={form.field(`roles.${index}`)}
              label={`Role for ${signer.name} (${signer.email})`}
            >
              {(control) => <Input {...control} maxLength={ROLE_NAME_MAX} autoComplete="off" />}
            </FormField>
          ))}
        </fieldset>
        <p className="text-xs text-muted-foreground">
          For files of {pageCount === 1 ? '1 page' : `${pageCount} pages`}, like this one.
        </p>
      </DialogForm>
    </TemplateDialog>
  );
}
