import { ZChangePassword } from '@contracts/auth/change-password';
import { SubmitButton } from '@/components/forms/submit-button';
import { CurrentPasswordField } from '@/features/auth/current-password-field';
import { NewPasswordFields } from '@/features/auth/new-password-fields';
import { usePasswordVisibility } from '@/features/auth/password-visibility';
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
  const passwordVisibility = usePasswordVisibility();

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
      passwordVisibility.onVisibleChange(false);
      return;
    }
    const { field, message } = changePasswordFailure(changed.error);
    if (field) form.setError(field, { type: 'server', message }, { shouldFocus: true });
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Change password">
      {/* The account's name, for password managers to file the new password under. */}
      <input type="text" name="username" autoComplete="username" value={email} readOnly hidden />
      <CurrentPasswordField
        field={form.field('currentPassword')}
        label="Current password"
        visibility={{ visible: passwordVisibility.visible }}
      />
      <NewPasswordFields field={form.field} visibility={passwordVisibility} />
      <div>
        <SubmitButton busy={busy} busyLabel="Changing...">
          Change Password
        </SubmitButton>
      </div>
    </form>
  );
}
