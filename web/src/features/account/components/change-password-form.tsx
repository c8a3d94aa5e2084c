import { useState } from 'react';
import { ZChangePassword } from '@contracts/auth/change-password';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { NewPasswordFields } from '@/features/auth/new-password-fields';
import { PasswordInput } from '@/components/ui/password-input';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { useAction } from '@/lib/use-action';
import { changePassword } from '../api/recovery-codes';
import { CHANGE_PASSWORD_FAILED, changePasswordFailure } from '../lib/change-password-errors';

const emptyValues = { currentPassword: '', password: '', confirmPassword: '' };

/**
 * Change password (Account Security): the current password, then the new pair as sign-up and
 * reset lay it out (the same policy hint and contract, `ZNewPassword`). One visibility toggle
 * shows or hides all three fields.
 */
export function ChangePasswordForm({ email }: { email: string }) {
  const form = useContractForm(ZChangePassword, {
    defaultValues: emptyValues,
    idPrefix: 'change-password',
  });
  const { act, busy } = useAction();
  const [showPassword, setShowPassword] = useState(false);

  const onSubmit = form.submit(async ({ currentPassword, password }) => {
    const changed = await act({
      // Through the server, which has the pool change it and mails the account once it is done.
      run: () => changePassword({ currentPassword, password }),
      success: 'Password changed',
      error: (error) => ({
        title: CHANGE_PASSWORD_FAILED,
        description: changePasswordFailure(error).message,
      }),
    });
    if (changed.ok) {
      form.reset(emptyValues);
      setShowPassword(false);
      return;
    }
    const { field, message } = changePasswordFailure(changed.error);
    if (field) form.setError(field, { type: 'server', message }, { shouldFocus: true });
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Change password">
      {/* The account's name, for password managers to file the new password under. */}
      <input type="text" name="username" autoComplete="username" value={email} readOnly hidden />
      <FormField field={form.field('currentPassword')} label="Current password">
        {(control) => (
          <PasswordInput {...control} autoComplete="current-password" visible={showPassword} />
        )}
      </FormField>
      <NewPasswordFields
        password={form.field('password')}
        confirmPassword={form.field('confirmPassword')}
        labels={{ password: 'New password', confirmPassword: 'Confirm new password' }}
        showPassword={showPassword}
        onShowPasswordChange={setShowPassword}
      />
      <div>
        <Button type="submit" disabled={busy}>
          {busy ? 'Changing...' : 'Change Password'}
        </Button>
      </div>
    </form>
  );
}
