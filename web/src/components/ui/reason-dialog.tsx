import type { ComponentType, ReactNode } from 'react';
import type * as z from 'zod';
import { useFormDialog } from '@/lib/forms/use-form-dialog';
import type { Action } from '@/lib/run-action';
import { Button } from './button';
import { DialogForm } from './dialog-form';
import { FormDialog } from './form-dialog';
import { FormField } from './form-field';
import { Textarea } from './textarea';

const noReason = { reason: '' };

/**
 * A step that says why, in a dialog opened by its button (void a document, credit an invoice,
 * reopen a period): one "Reason" box checked by the step's contract, then the step itself.
 * `action` is the step run with the parsed reason; its success closes the dialog, a failure
 * keeps it open with the reason as typed.
 */
export function ReasonDialog<Output extends { reason: string }, T>({
  schema,
  trigger,
  title,
  description,
  placeholder,
  required,
  submit,
  action,
}: {
  schema: z.ZodType<Output, { reason: string }>;
  /**
   * The outline button that opens the dialog: its icon and words, `sm` in a dense row, red for a
   * step that withdraws or cancels something.
   */
  trigger: {
    icon: ComponentType<{ 'aria-hidden'?: boolean }>;
    label: string;
    size?: 'sm';
    destructive?: boolean;
    disabled?: boolean;
  };
  title: string;
  description: ReactNode;
  placeholder: string;
  /** Marks the box as required to assistive technology too. */
  required?: boolean;
  /** The submit button's label, its label while the step runs, and red for a step for good. */
  submit: { label: string; busyLabel: string; destructive?: boolean };
  action: (values: Output) => Action<T>;
}) {
  const { form, act, busy, dialog, close } = useFormDialog(schema, noReason);

  const onSubmit = form.submit(async (values) => {
    const done = await act(action(values));
    if (done.ok) close();
  });

  return (
    <FormDialog
      {...dialog}
      title={title}
      description={description}
      trigger={
        <Button
          size={trigger.size}
          variant="outline"
          className={trigger.destructive ? 'text-destructive hover:text-destructive' : undefined}
          disabled={trigger.disabled}
        >
          <trigger.icon aria-hidden />
          {trigger.label}
        </Button>
      }
    >
      <DialogForm
        onSubmit={onSubmit}
        busy={busy}
        submitLabel={submit.label}
        busyLabel={submit.busyLabel}
        destructive={submit.destructive}
      >
        <FormField field={form.field('reason')} label="Reason">
          {(control) => (
            <Textarea {...control} rows={3} required={required} placeholder={placeholder} />
          )}
        </FormField>
      </DialogForm>
    </FormDialog>
  );
}
