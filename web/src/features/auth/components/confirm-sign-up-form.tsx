import { useEffect, useState, type FormEvent } from 'react';
import { confirmSignUp, resendSignUpCode } from 'aws-amplify/auth';
import { toast } from '@/lib/toast';
import { ZConfirmSignUp } from '@contracts/auth/confirm-sign-up';
import { Button } from '@/components/ui/button';
import { serviceMessage, signInErrorMessage } from '../lib/auth-errors';
import { validateForm, type FieldErrors } from '../lib/form-validation';
import { passwordSignIn } from '../lib/password-sign-in';
import { FormField } from './form-field';
import { CODE_LENGTH, OneTimeCodeInput } from './one-time-code-input';

/** Seconds before another code may be requested. */
export const RESEND_COOLDOWN_SECONDS = 30;

export interface ConfirmSignUpFormProps {
  email: string;
  /** The password just chosen or typed; with it the user is signed in straight after verifying. */
  password?: string;
  /** Start with the resend button cooling down (a code was just sent). */
  codeJustSent: boolean;
  /** Verified but not signed in (no password at hand, or sign-in needs another step). */
  onVerified: (email: string) => void;
  onBack: () => void;
}

export function ConfirmSignUpForm({
  email,
  password,
  codeJustSent,
  onVerified,
  onBack,
}: ConfirmSignUpFormProps) {
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitting, setSubmitting] = useState(false);
  const [resending, setResending] = useState(false);
  const [cooldown, setCooldown] = useState(codeJustSent ? RESEND_COOLDOWN_SECONDS : 0);

  useEffect(() => {
    if (cooldown <= 0) return;
    const t = window.setTimeout(() => setCooldown((s) => s - 1), 1000);
    return () => window.clearTimeout(t);
  }, [cooldown]);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const checked = validateForm(ZConfirmSignUp, { email, code });
    if (!checked.ok) {
      setErrors(checked.fieldErrors);
      toast.error('Validation Error', { description: checked.firstMessage });
      return;
    }
    setErrors({});
    setSubmitting(true);
    try {
      await confirmSignUp({ username: email, confirmationCode: checked.data.code });
    } catch (error) {
      toast.error('Verification failed', {
        description: serviceMessage(error, 'The code could not be verified.'),
      });
      setSubmitting(false);
      return;
    }
    if (!password) {
      toast.success('Email verified', { description: 'You can now sign in.' });
      setSubmitting(false);
      onVerified(email);
      return;
    }
    try {
      const { nextStep } = await passwordSignIn(email, password);
      if (nextStep.signInStep === 'DONE') {
        toast.success('Signed in successfully');
      } else {
        toast.success('Email verified', { description: 'You can now sign in.' });
        onVerified(email);
      }
    } catch (error) {
      toast.error(signInErrorMessage(error));
      onVerified(email);
    } finally {
      setSubmitting(false);
    }
  }

  async function onResend() {
    setResending(true);
    try {
      await resendSignUpCode({ username: email });
      toast.success('Verification code sent', { description: `A new code was sent to ${email}.` });
      setCooldown(RESEND_COOLDOWN_SECONDS);
    } catch (error) {
      toast.error('Failed to resend code', {
        description: serviceMessage(error, 'Please try again later.'),
      });
    } finally {
      setResending(false);
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-labelledby="confirm-title">
      <div className="grid gap-1">
        <h2 id="confirm-title" className="text-lg font-semibold">
          Verify your email
        </h2>
        <p className="text-sm text-muted-foreground">
          We sent a 6-digit verification code by e-mail to{' '}
          <span className="font-medium text-foreground">{email}</span>. Enter it below to activate
          your account.
        </p>
      </div>
      <FormField id="confirm-code" label="Verification code" error={errors.code}>
        {(a11y) => <OneTimeCodeInput {...a11y} autoFocus value={code} onValueChange={setCode} />}
      </FormField>
      <Button type="submit" className="w-full" disabled={submitting || code.length !== CODE_LENGTH}>
        {submitting ? 'Verifying...' : 'Verify'}
      </Button>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Button type="button" variant="link" onClick={onBack}>
          Back to sign in
        </Button>
        <Button
          type="button"
          variant="outline"
          onClick={onResend}
          disabled={resending || cooldown > 0}
        >
          {cooldown > 0 ? `Resend code (${cooldown}s)` : resending ? 'Sending...' : 'Resend code'}
        </Button>
      </div>
    </form>
  );
}
