import { FormField } from '@/components/ui/form-field';
import { PasswordInput } from '@/components/ui/password-input';
import type { ContractField } from '@/lib/forms/use-contract-form';
import type { PasswordVisibility } from './password-visibility';

/** The password the account has now, as password managers fill it in (sign-in, confirmations). */
export function CurrentPasswordField({
  field,
  label = 'Password',
  visibility,
}: {
  field: ContractField;
  label?: string;
  visibility: PasswordVisibility;
}) {
  return (
    <FormField field={field} label={label}>
      {(control) => <PasswordInput {...control} autoComplete="current-password" {...visibility} />}
    </FormField>
  );
}
