import { ZSignIn } from '@contracts/auth/sign-in';
import { SubmitButton } from '@/components/forms/submit-button';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { useAction } from '@/lib/use-action';
import { CurrentPasswordField } from '../current-password-field';
import { EmailField } from '../email-field';
import { signInErrorMessage } from '../lib/auth-errors';
import { passwordSignIn, signedInNotice, type SignInStep } from '../lib/password-sign-in';
import type { PasswordVisibility } from '../password-visibility';

export interface SignInFormProps {
  initialEmail: string;
  passwordVisibility: PasswordVisibility;
  /** Sign-in stopped at a step that needs another screen. */
  onNextStep: (step: SignInStep, email: string, password: string) => void;
  onForgotPassword: (email: string) => void;
}

export function SignInForm({
  initialEmail,
  passwordVisibility,
  onNextStep,
  onForgotPassword,
}: SignInFormProps) {
  const form = useContractForm(ZSignIn, {
    defaultValues: { email: initialEmail, password: '' },
    idPrefix: 'signin',
  });
  const { act, busy } = useAction();

  const onSubmit = form.submit(async ({ email, password }) => {
    // Once done, the session's `signedIn` event takes the app to /.
    const signedIn = await act({
      run: () => passwordSignIn(email, password),
      success: signedInNotice,
      error: signInErrorMessage,
    });
    const step = signedIn.ok && signedIn.value.nextStep.signInStep;
    if (step && step !== 'DONE') onNextStep(step, email, password);
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Sign in">
      <EmailField field={form.field('email')} placeholder="you@example.com" />
      <CurrentPasswordField field={form.field('password')} visibility={passwordVisibility} />
      <div className="-mt-2 flex justify-end">
        <button
          type="button"
          className="cursor-pointer text-sm text-primary underline-offset-4 hover:underline"
          onClick={() => onForgotPassword(form.getValues('email'))}
        >
          Forgot password?
        </button>
      </div>
      <SubmitButton className="w-full" busy={busy} busyLabel="Signing in...">
        Sign In
      </SubmitButton>
    </form>
  );
}
