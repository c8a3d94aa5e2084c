import type { InputHTMLAttributes } from 'react';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import type { ContractField } from '@/lib/forms/use-contract-form';

/** The account's e-mail address, as sign-in, sign-up and the password reset ask for it. */
export function EmailField({
  field,
  ...input
}: { field: ContractField } & Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'placeholder' | 'autoFocus'
>) {
  return (
    <FormField field={field} label="Email">
      {(control) => <Input {...control} type="email" autoComplete="email" {...input} />}
    </FormField>
  );
}
