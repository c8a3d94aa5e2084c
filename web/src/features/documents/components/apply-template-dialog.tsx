import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import type { TDocument } from '@contracts/documents/document';
import { templateMessages } from '@contracts/documents/templates';
import { Button } from '@/components/ui/button';
import { DialogClose, DialogFooter } from '@/components/ui/dialog';
import { DialogForm } from '@/components/ui/dialog-form';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/lib/toast';
import { useAction } from '@/lib/use-action';
import { useBusyDialog } from '@/lib/use-busy-dialog';
import { applyTemplate } from '../api/apply-template';
import { documentKey } from '../api/get-document';
import { useTemplates } from '../api/get-templates';
import { documentsKey } from '../api/list-documents';
import {
  APPLY_REPLACES_WARNING,
  applyTemplateBody,
  prefilledRoleSigners,
  replacesSetup,
  templateOptionLabel,
} from '../lib/templates';
import { useRoleSigners } from '../lib/use-role-signers';
import { TemplateDialog } from './template-dialog';
import { TemplateSignerFields } from './template-signers';

/**
 * "Use a template" (a draft only): one of the owner's templates gives the draft its signers, one
 * person per role (the draft's own signers proposed, in signing order), and its fields, replacing
 * any it had. `pageCount` is the pages the viewer counted in the file; a template for another
 * page count is refused here, before the API is asked. `blocker` says why it cannot open yet
 * (unsaved changes, pages still loading); the button is then disabled with that reason beside it.
 * `onApplied` receives the document as the server now holds it.
 */
export function ApplyTemplateDialog({
  document,
  pageCount,
  blocker,
  disabled = false,
  onApplied,
}: {
  document: Pick<TDocument, 'id' | 'signers' | 'fields'>;
  pageCount: number;
  blocker?: string;
  /** Another action of the editor is under way. */
  disabled?: boolean;
  onApplied: (document: TDocument) => void;
}) {
  const id = useId();
  const templates = useTemplates();
  const { act, busy } = useAction();
  const [templateId, setTemplateId] = useState('');
  const [templateError, setTemplateError] = useState<string>();
  const template = templates.data?.find((t) => t.id === templateId);
  const signers = useRoleSigners(template);

  const choose = (next: string) => {
    const chosen = templates.data?.find((t) => t.id === next);
    setTemplateId(next);
    if (chosen) signers.fill(chosen.id, prefilledRoleSigners(chosen.roles, document.signers));
    setTemplateError(undefined);
    signers.setErrors([]);
  };
  // Each time it opens: no template chosen yet, no old messages.
  const { dialog, close } = useBusyDialog(busy, { onOpen: () => choose('') });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const checked = applyTemplateBody(template, signers.rows, pageCount);
    if (!checked.ok) {
      setTemplateError(checked.field === 'template' ? checked.message : undefined);
      signers.setErrors(checked.errors);
      toast.error('Validation Error', { description: checked.message });
      return;
    }
    setTemplateError(undefined);
    signers.setErrors([]);
    const applied = await act({
      run: () => applyTemplate(document.id, checked.body),
      success: templateMessages.applied,
      error: templateMessages.applyFailed,
      revalidate: [documentKey(document.id), documentsKey],
    });
    if (!applied.ok) return;
    onApplied(applied.value);
    close();
  };

  const selectId = `${id}-template`;
  const list = templates.data;
  return (
    <TemplateDialog
      title="Use a template"
      description="Place a template's signers and fields on this draft. Name who signs as each of its roles."
      blocker={blocker}
      disabled={disabled}
      {...dialog}
    >
      {list === undefined ? (
        <div className="grid gap-4">
          {templates.error ? (
            <p className="text-sm text-destructive">
              {templateMessages.loadFailed}. Close this and try again.
            </p>
          ) : (
            <div className="flex items-center gap-3 text-muted-foreground">
              <Spinner label="Loading templates" />
              <span>Loading templates...</span>
            </div>
          )}
          <CloseFooter />
        </div>
      ) : list.length === 0 ? (
        <div className="grid gap-4">
          <div className="grid gap-1">
            <p className="font-semibold">No templates yet</p>
            <p className="text-sm text-muted-foreground">
              Save a prepared document as a template first, then use it here.{' '}
              <Link
                to="/documents/templates"
                className="text-primary underline-offset-4 hover:underline"
              >
                Go to Templates
              </Link>
            </p>
          </div>
          <CloseFooter />
        </div>
      ) : (
        <DialogForm
          onSubmit={onSubmit}
          busy={busy}
          submitLabel="Apply Template"
          busyLabel="Applying..."
        >
          <div className="grid gap-2">
            <Label htmlFor={selectId}>Template</Label>
            <NativeSelect
              id={selectId}
              value={template?.id ?? ''}
              disabled={busy}
              aria-invalid={templateError ? true : undefined}
              aria-describedby={
                templateError ? `${selectId}-error ${selectId}-hint` : `${selectId}-hint`
              }
              onChange={(e) => choose(e.target.value)}
            >
              <option value="" disabled>
                Choose a template
              </option>
              {list.map((t) => (
                <option key={t.id} value={t.id}>
                  {templateOptionLabel(t)}
                </option>
              ))}
            </NativeSelect>
            <p id={`${selectId}-hint`} className="text-xs text-muted-foreground">
              This document has {pageCount === 1 ? '1 page' : `${pageCount} pages`}: the template
              must be for as many.
            </p>
            {templateError && (
              <p id={`${selectId}-error`} className="text-sm text-destructive">
                {templateError}
              </p>
            )}
          </div>
          {template && (
            <TemplateSignerFields id={id} template={template} disabled={busy} {...signers.fields} />
          )}
          {replacesSetup(document) && (
            <p className="text-sm font-medium text-destructive">{APPLY_REPLACES_WARNING}</p>
          )}
        </DialogForm>
      )}
    </TemplateDialog>
  );
}

/** The dialog's foot when there is nothing to apply: only the way out. */
function CloseFooter() {
  return (
    <DialogFooter>
      <DialogClose asChild>
        <Button type="button" variant="outline">
          Cancel
        </Button>
      </DialogClose>
    </DialogFooter>
  );
}
