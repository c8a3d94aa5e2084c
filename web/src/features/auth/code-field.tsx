import { FormField } from '@/components/ui/form-field';
import { OneTimeCodeInput } from '@/components/ui/one-time-code-input';
import type { ContractField } from '@/lib/forms/use-contract-form';

/** A 6-digit code the person reads from an e-mail or their authenticator app. */
export function CodeField({
  field,
  label,
  autoFocus,
}: {
  field: ContractField;
  label: string;
  /** On a screen that asks for nothing else first. */
  autoFocus?: boolean;
}) {
  return (
    <FormField field={field} label={label}>
      {(control) => <OneTimeCodeInput {...control} autoFocus={autoFocus} />}
    </FormField>
  );
}
