import { useId, useState } from 'react';
import LayoutTemplate from 'lucide-react/icons/layout-template';
import type { TDocument } from '@contracts/documents/document';
import { templateMessages, ZCreateTemplate } from '@contracts/documents/templates';
import { Button } from '@/components/ui/button';
import { DialogFormFooter } from '@/components/ui/dialog-form-footer';
import { FormDialog } from '@/components/ui/form-dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { useAction } from '@/lib/use-action';
import { createTemplate } from '../api/create-template';
import { templatesKey } from '../api/get-templates';
import { ROLE_NAME_MAX, templateValues } from '../lib/templates';

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
  const [open, setOpen] = useState(false);
  const form = useContractForm(ZCreateTemplate, {
    defaultValues: templateValues(document, pageCount),
    idPrefix: id,
  });
  const { act, busy } = useAction();

  const onSubmit = form.submit(async (input) => {
    const saved = await act({
      run: () => createTemplate(input),
      success: templateMessages.saved,
      error: templateMessages.saveFailed,
      revalidate: [templatesKey],
    });
    if (saved.ok) setOpen(false);
  });

  return (
    <div className="grid gap-1">
      <FormDialog
        open={open}
        onOpenChange={(next) => {
          if (busy) return;
          // Each time it opens: the signers and the pages as they stand now.
          if (next) form.reset(templateValues(document, pageCount));
          setOpen(next);
        }}
        title="Save as template"
        description="Start new documents with these signers' fields already placed. Name each signer's role; names and e-mails are not kept."
        trigger={
          <Button
            variant="outline"
            disabled={blocker !== undefined}
            aria-describedby={blocker ? `${id}-blocker` : undefined}
          >
            <LayoutTemplate aria-hidden />
            Save as template
          </Button>
        }
      >
        <form className="grid gap-4" onSubmit={(e) => void onSubmit(e)} noValidate aria-busy={busy}>
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
          <DialogFormFooter busy={busy} submitLabel="Save Template" busyLabel="Saving..." />
        </form>
      </FormDialog>
      {blocker && (
        <p id={`${id}-blocker`} className="text-xs text-muted-foreground">
          {blocker}
        </p>
      )}
    </div>
  );
}
