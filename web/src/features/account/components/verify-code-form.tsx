import type { FormEvent, ReactNode } from 'react';
import { CODE_LENGTH } from '@contracts/auth/fields';
import { DialogForm } from '@/components/ui/dialog-form';
import { CodeField } from '@/features/auth/code-field';
import type { ContractField } from '@/lib/forms/use-contract-form';

/**
 * A dialog's step that confirms with a 6-digit code (a new authenticator app, a new e-mail
 * address): what leads to the code, the code itself and "Verify", which waits for all six digits.
 */
export function VerifyCodeForm({
  onSubmit,
  busy,
  label,
  field,
  code,
  intro,
  children,
}: {
  onSubmit: (event: FormEvent<HTMLFormElement>) => unknown;
  busy: boolean;
  label?: string;
  field: ContractField;
  /** The code as typed so far. */
  code: string;
  /** Shown above the code, e.g. the QR code to scan. */
  intro?: ReactNode;
  /** Shown below the code, e.g. "Send a new code". */
  children?: ReactNode;
}) {
  return (
    <DialogForm
      onSubmit={onSubmit}
      busy={busy}
      label={label}
      submitLabel="Verify"
      busyLabel="Verifying..."
      submitDisabled={code.length !== CODE_LENGTH}
    >
      {intro}
      <CodeField field={field} label="Verification code" autoFocus />
      {children}
    </DialogForm>
  );
}
