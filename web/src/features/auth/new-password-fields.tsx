import { PASSWORD_HINT } from '@contracts/auth/password-policy';
import { FormField } from '@/components/ui/form-field';
import { PasswordInput } from '@/components/ui/password-input';
import type { ContractField } from '@/lib/forms/use-contract-form';

/**
 * A new password and its confirmation (sign-up and password reset). One visibility toggle, on the
 * first field, shows or hides both (spec §2: one toggle shared between fields).
 */
export function NewPasswordFields({
  password,
  confirmPassword,
  labels,
  showPassword,
  onShowPasswordChange,
}: {
  password: ContractField<'password'>;
  confirmPassword: ContractField<'confirmPassword'>;
  labels: { password: string; confirmPassword: string };
  showPassword: boolean;
  onShowPasswordChange: (visible: boolean) => void;
}) {
  return (
    <>
      <FormField field={password} label={labels.password} hint={PASSWORD_HINT}>
        {(control) => (
          <PasswordInput
            {...control}
            autoComplete="new-password"
            visible={showPassword}
            onVisibleChange={onShowPasswordChange}
          />
        )}
      </FormField>
      <FormField field={confirmPassword} label={labels.confirmPassword}>
        {(control) => (
          <PasswordInput {...control} autoComplete="new-password" visible={showPassword} />
        )}
      </FormField>
    </>
  );
}
