import { signUp } from 'aws-amplify/auth';
import { ZSignUp } from '@contracts/auth/sign-up';
import { SubmitButton } from '@/components/forms/submit-button';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { useAction } from '@/lib/use-action';
import { EmailField } from '../email-field';
import { signUpErrorMessage } from '../lib/auth-errors';
import { NewPasswordFields } from '../new-password-fields';
import type { PasswordVisibility } from '../password-visibility';

export interface SignUpFormProps {
  initialEmail: string;
  passwordVisibility: PasswordVisibility;
  /** The account exists; `confirmed` is false while the e-mailed code is still to be entered. */
  onSignedUp: (email: string, password: string, confirmed: boolean) => void;
}

export function SignUpForm({ initialEmail, passwordVisibility, onSignedUp }: SignUpFormProps) {
  const form = useContractForm(ZSignUp, {
    defaultValues: { email: initialEmail, password: '', confirmPassword: '' },
    idPrefix: 'signup',
  });
  const { act, busy } = useAction();

  const onSubmit = form.submit(async ({ email, password }) => {
    const signedUp = await act({
      run: () => signUp({ username: email, password, options: { userAttributes: { email } } }),
      success: 'Account created! Please check your email to verify.',
      error: signUpErrorMessage,
    });
    if (signedUp.ok)
      onSignedUp(email, password, signedUp.value.nextStep.signUpStep !== 'CONFIRM_SIGN_UP');
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Sign up">
      <EmailField field={form.field('email')} placeholder="you@example.com" />
      <NewPasswordFields
        field={form.field}
        labels={{ password: 'Password', confirmPassword: 'Confirm Password' }}
        visibility={passwordVisibility}
      />
      <SubmitButton className="w-full" busy={busy} busyLabel="Creating account...">
        Sign Up
      </SubmitButton>
    </form>
  );
}
