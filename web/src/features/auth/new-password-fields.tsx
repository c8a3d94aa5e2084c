import { PASSWORD_HINT } from '@contracts/auth/password-policy';
import { FormField } from '@/components/ui/form-field';
import { PasswordInput } from '@/components/ui/password-input';
import type { ContractField } from '@/lib/forms/use-contract-form';
import type { PasswordVisibility } from './password-visibility';

/** The labels of a password being changed (reset, Account Security); sign-up passes its own. */
const NEW_PASSWORD_LABELS = { password: 'New password', confirmPassword: 'Confirm new password' };

/**
 * A new password and its confirmation, the form's `password` and `confirmPassword` fields. One
 * visibility toggle, on the first field, shows or hides both (spec §2: one toggle shared between
 * fields).
 */
export function NewPasswordFields({
  field,
  labels = NEW_PASSWORD_LABELS,
  visibility,
}: {
  field: (name: 'password' | 'confirmPassword') => ContractField;
  labels?: { password: string; confirmPassword: string };
  visibility: PasswordVisibility;
}) {
  return (
    <>
      <FormField field={field('password')} label={labels.password} hint={PASSWORD_HINT}>
        {(control) => <PasswordInput {...control} autoComplete="new-password" {...visibility} />}
      </FormField>
      <FormField field={field('confirmPassword')} label={labels.confirmPassword}>
        {(control) => (
          <PasswordInput {...control} autoComplete="new-password" visible={visibility.visible} />
        )}
      </FormField>
    </>
  );
}
