import { useEffect, useState } from 'react';
import { confirmSignUp, resendSignUpCode } from 'aws-amplify/auth';
import { ZConfirmSignUp } from '@contracts/auth/confirm-sign-up';
import { Button } from '@/components/ui/button';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { useAction } from '@/lib/use-action';
import { CodeField } from '../code-field';
import { serviceFailure, signInErrorMessage } from '../lib/auth-errors';
import { passwordSignIn, signedInNotice } from '../lib/password-sign-in';
import { BackToSignIn } from './back-to-sign-in';
import { StepForm } from './step-form';
import { VerifyButton } from './verify-button';

/** Seconds before another code may be requested. */
export const RESEND_COOLDOWN_SECONDS = 30;

const EMAIL_VERIFIED = { title: 'Email verified', description: 'You can now sign in.' };

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
  const form = useContractForm(ZConfirmSignUp, {
    defaultValues: { email, code: '' },
    idPrefix: 'confirm',
  });
  const code = form.watch('code');
  const verify = useAction();
  const resend = useAction();
  const [cooldown, setCooldown] = useState(codeJustSent ? RESEND_COOLDOWN_SECONDS : 0);

  useEffect(() => {
    if (cooldown <= 0) return;
    const t = window.setTimeout(() => setCooldown((s) => s - 1), 1000);
    return () => window.clearTimeout(t);
  }, [cooldown]);

  const onSubmit = form.submit(async ({ code }) => {
    const confirmed = await verify.act({
      run: () => confirmSignUp({ username: email, confirmationCode: code }),
      success: password ? undefined : EMAIL_VERIFIED,
      error: serviceFailure('Verification failed', 'The code could not be verified.'),
    });
    if (!confirmed.ok) return;
    if (!password) {
      onVerified(email);
      return;
    }
    const signedIn = await verify.act({
      run: () => passwordSignIn(email, password),
      success: (output) => signedInNotice(output) ?? EMAIL_VERIFIED,
      error: signInErrorMessage,
    });
    if (!signedIn.ok || !signedInNotice(signedIn.value)) onVerified(email);
  });

  async function onResend() {
    const sent = await resend.act({
      run: () => resendSignUpCode({ username: email }),
      success: { title: 'Verification code sent', description: `A new code was sent to ${email}.` },
      error: serviceFailure('Failed to resend code', 'Please try again later.'),
    });
    if (sent.ok) setCooldown(RESEND_COOLDOWN_SECONDS);
  }

  return (
    <StepForm
      title="Verify your email"
      intro={
        <>
          We sent a 6-digit verification code by e-mail to{' '}
          <span className="font-medium text-foreground">{email}</span>. Enter it below to activate
          your account.
        </>
      }
      onSubmit={onSubmit}
    >
      <CodeField field={form.field('code')} label="Verification code" autoFocus />
      <VerifyButton busy={verify.busy} code={code} />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <BackToSignIn onBack={onBack} />
        <Button
          type="button"
          variant="outline"
          onClick={onResend}
          disabled={resend.busy || cooldown > 0}
        >
          {cooldown > 0 ? `Resend code (${cooldown}s)` : resend.busy ? 'Sending...' : 'Resend code'}
        </Button>
      </div>
    </StepForm>
  );
}
