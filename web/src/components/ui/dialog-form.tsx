import type { FormEvent, ReactNode } from 'react';
import { ContractForm } from './contract-form';
import { DialogFormFooter } from './dialog-form-footer';

/**
 * A form inside a dialog: its fields, then the foot every such form has ("Cancel" and the
 * submit button). The browser's own checks are off: the contract's messages are shown instead.
 */
export function DialogForm({
  onSubmit,
  busy,
  label,
  children,
  ...footer
}: {
  onSubmit: (event: FormEvent<HTMLFormElement>) => unknown;
  busy: boolean;
  /** The form's accessible name, where the dialog holds more than one step. */
  label?: string;
  children: ReactNode;
  submitLabel: string;
  busyLabel: string;
  submitDisabled?: boolean;
  destructive?: boolean;
}) {
  return (
    <ContractForm onSubmit={onSubmit} busy={busy} aria-label={label}>
      {children}
      <DialogFormFooter busy={busy} {...footer} />
    </ContractForm>
  );
}
