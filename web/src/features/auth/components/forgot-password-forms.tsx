import { confirmResetPassword, resetPassword } from 'aws-amplify/auth';
import { ZForgotPassword, ZResetPassword } from '@contracts/auth/reset-password';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { OneTimeCodeInput } from '@/components/ui/one-time-code-input';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { useAction } from '@/lib/use-action';
import { serviceFailure } from '../lib/auth-errors';
import { NewPasswordFields } from '../new-password-fields';
import { StepForm } from './step-form';

/** Forgot password, step 1: e-mail a reset code. */
export function ForgotPasswordForm({
  initialEmail,
  onCodeSent,
  onBack,
}: {
  initialEmail: string;
  onCodeSent: (email: string) => void;
  onBack: () => void;
}) {
  const form = useContractForm(ZForgotPassword, {
    defaultValues: { email: initialEmail },
    idPrefix: 'forgot',
  });
  const { act, busy } = useAction();

  const onSubmit = form.submit(async ({ email }) => {
    const sent = await act({
      run: () => resetPassword({ username: email }),
      success: { title: 'Reset code sent', description: `Check ${email} for a 6-digit code.` },
      error: serviceFailure('Failed to send reset code', 'Please try again later.'),
    });
    if (sent.ok) onCodeSent(email);
  });

  return (
    <StepForm
      title="Reset your password"
      intro={
        <>
          Enter your account&apos;s e-mail address and we will send you a code to set a new
          password.
        </>
      }
      onSubmit={onSubmit}
    >
      <FormField field={form.field('email')} label="Email">
        {(control) => <Input {...control} type="email" autoComplete="email" autoFocus />}
      </FormField>
      <Button type="submit" className="w-full" disabled={busy}>
        {busy ? 'Sending code...' : 'Send reset code'}
      </Button>
      <Button type="button" variant="link" onClick={onBack}>
        Back to sign in
      </Button>
    </StepForm>
  );
}

/** Forgot password, step 2: the e-mailed code and the new password. */
export function ResetPasswordForm({
  email,
  showPassword,
  onShowPasswordChange,
  onDone,
  onBack,
}: {
  email: string;
  showPassword: boolean;
  onShowPasswordChange: (visible: boolean) => void;
  onDone: (email: string) => void;
  onBack: () => void;
}) {
  const form = useContractForm(ZResetPassword, {
    defaultValues: { code: '', password: '', confirmPassword: '' },
    idPrefix: 'reset',
  });
  const { act, busy } = useAction();

  const onSubmit = form.submit(async ({ code, password }) => {
    const reset = await act({
      run: () =>
        confirmResetPassword({ username: email, confirmationCode: code, newPassword: password }),
      success: {
        title: 'Password reset successfully',
        description: 'You can now sign in with your new password.',
      },
      error: serviceFailure('Failed to reset password', 'Please try again.'),
    });
    if (reset.ok) onDone(email);
  });

  return (
    <StepForm
      title="Choose a new password"
      intro={
        <>
          We sent a 6-digit code by e-mail to{' '}
          <span className="font-medium text-foreground">{email}</span>.
        </>
      }
      onSubmit={onSubmit}
    >
      <FormField field={form.field('code')} label="Verification code">
        {(control) => <OneTimeCodeInput {...control} autoFocus />}
      </FormField>
      <NewPasswordFields
        password={form.field('password')}
        confirmPassword={form.field('confirmPassword')}
        labels={{ password: 'New password', confirmPassword: 'Confirm new password' }}
        showPassword={showPassword}
        onShowPasswordChange={onShowPasswordChange}
      />
      <Button type="submit" className="w-full" disabled={busy}>
        {busy ? 'Resetting password...' : 'Reset password'}
      </Button>
      <Button type="button" variant="link" onClick={onBack}>
        Back to sign in
      </Button>
    </StepForm>
  );
}
