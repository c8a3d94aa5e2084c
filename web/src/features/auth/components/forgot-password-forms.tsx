import { confirmResetPassword, resetPassword } from 'aws-amplify/auth';
import { ZForgotPassword, ZResetPassword } from '@contracts/auth/reset-password';
import { SubmitButton } from '@/components/forms/submit-button';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { useAction } from '@/lib/use-action';
import { CodeField } from '../code-field';
import { EmailField } from '../email-field';
import { serviceFailure } from '../lib/auth-errors';
import { NewPasswordFields } from '../new-password-fields';
import type { PasswordVisibility } from '../password-visibility';
import { BackToSignIn } from './back-to-sign-in';
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
      <EmailField field={form.field('email')} autoFocus />
      <SubmitButton className="w-full" busy={busy} busyLabel="Sending code...">
        Send reset code
      </SubmitButton>
      <BackToSignIn onBack={onBack} />
    </StepForm>
  );
}

/** Forgot password, step 2: the e-mailed code and the new password. */
export function ResetPasswordForm({
  email,
  passwordVisibility,
  onDone,
  onBack,
}: {
  email: string;
  passwordVisibility: PasswordVisibility;
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
      <CodeField field={form.field('code')} label="Verification code" autoFocus />
      <NewPasswordFields field={form.field} visibility={passwordVisibility} />
      <SubmitButton className="w-full" busy={busy} busyLabel="Resetting password...">
        Reset password
      </SubmitButton>
      <BackToSignIn onBack={onBack} />
    </StepForm>
  );
}
