import { useState, type FormEvent } from 'react';
import { confirmResetPassword, resetPassword } from 'aws-amplify/auth';
import { toast } from '@/lib/toast';
import { ZForgotPassword, ZResetPassword } from '@contracts/auth/reset-password';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { serviceMessage } from '../lib/auth-errors';
import { validateForm, type FieldErrors } from '../lib/form-validation';
import { FormField } from './form-field';
import { OneTimeCodeInput } from './one-time-code-input';

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
  const [email, setEmail] = useState(initialEmail);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitting, setSubmitting] = useState(false);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const checked = validateForm(ZForgotPassword, { email });
    if (!checked.ok) {
      setErrors(checked.fieldErrors);
      toast.error('Validation Error', { description: checked.firstMessage });
      return;
    }
    setErrors({});
    setSubmitting(true);
    try {
      await resetPassword({ username: checked.data.email });
      toast.success('Reset code sent', {
        description: `Check ${checked.data.email} for a 6-digit code.`,
      });
      onCodeSent(checked.data.email);
    } catch (error) {
      toast.error('Failed to send reset code', {
        description: serviceMessage(error, 'Please try again later.'),
      });
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-labelledby="forgot-title">
      <div className="grid gap-1">
        <h2 id="forgot-title" className="text-lg font-semibold">
          Reset your password
        </h2>
        <p className="text-sm text-muted-foreground">
          Enter your account&apos;s e-mail address and we will send you a code to set a new
          password.
        </p>
      </div>
      <FormField id="forgot-email" label="Email" error={errors.email}>
        {(a11y) => (
          <Input
            {...a11y}
            type="email"
            autoComplete="email"
            autoFocus
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
        )}
      </FormField>
      <Button type="submit" className="w-full" disabled={submitting}>
        {submitting ? 'Sending code...' : 'Send reset code'}
      </Button>
      <Button type="button" variant="link" onClick={onBack}>
        Back to sign in
      </Button>
    </form>
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
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitting, setSubmitting] = useState(false);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const checked = validateForm(ZResetPassword, { code, password, confirmPassword });
    if (!checked.ok) {
      setErrors(checked.fieldErrors);
      toast.error('Validation Error', { description: checked.firstMessage });
      return;
    }
    setErrors({});
    setSubmitting(true);
    try {
      await confirmResetPassword({
        username: email,
        confirmationCode: checked.data.code,
        newPassword: checked.data.password,
      });
      toast.success('Password reset successfully', {
        description: 'You can now sign in with your new password.',
      });
      onDone(email);
    } catch (error) {
      toast.error('Failed to reset password', {
        description: serviceMessage(error, 'Please try again.'),
      });
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-labelledby="reset-title">
      <div className="grid gap-1">
        <h2 id="reset-title" className="text-lg font-semibold">
          Choose a new password
        </h2>
        <p className="text-sm text-muted-foreground">
          We sent a 6-digit code by e-mail to{' '}
          <span className="font-medium text-foreground">{email}</span>.
        </p>
      </div>
      <FormField id="reset-code" label="Verification code" error={errors.code}>
        {(a11y) => <OneTimeCodeInput {...a11y} autoFocus value={code} onValueChange={setCode} />}
      </FormField>
      <FormField
        id="reset-password"
        label="New password"
        error={errors.password}
        hint="At least 8 characters."
      >
        {(a11y) => (
          <PasswordInput
            {...a11y}
            autoComplete="new-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            visible={showPassword}
            onVisibleChange={onShowPasswordChange}
          />
        )}
      </FormField>
      <FormField
        id="reset-confirm-password"
        label="Confirm new password"
        error={errors.confirmPassword}
      >
        {(a11y) => (
          <PasswordInput
            {...a11y}
            autoComplete="new-password"
            value={confirmPassword}
            onChange={(e) => setConfirmPassword(e.target.value)}
            visible={showPassword}
          />
        )}
      </FormField>
      <Button type="submit" className="w-full" disabled={submitting}>
        {submitting ? 'Resetting password...' : 'Reset password'}
      </Button>
      <Button type="button" variant="link" onClick={onBack}>
        Back to sign in
      </Button>
    </form>
  );
}
