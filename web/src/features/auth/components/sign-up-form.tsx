import { signUp } from 'aws-amplify/auth';
import { ZSignUp } from '@contracts/auth/sign-up';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { useAction } from '@/lib/use-action';
import { signUpErrorMessage } from '../lib/auth-errors';
import { NewPasswordFields } from '../new-password-fields';

export interface SignUpFormProps {
  initialEmail: string;
  showPassword: boolean;
  onShowPasswordChange: (visible: boolean) => void;
  /** The account exists; `confirmed` is false while the e-mailed code is still to be entered. */
  onSignedUp: (email: string, password: string, confirmed: boolean) => void;
}

export function SignUpForm({
  initialEmail,
  showPassword,
  onShowPasswordChange,
  onSignedUp,
}: SignUpFormProps) {
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
      <FormField field={form.field('email')} label="Email">
        {(control) => (
          <Input {...control} type="email" autoComplete="email" placeholder="you@example.com" />
        )}
      </FormField>
      <NewPasswordFields
        password={form.field('password')}
        confirmPassword={form.field('confirmPassword')}
        labels={{ password: 'Password', confirmPassword: 'Confirm Password' }}
        showPassword={showPassword}
        onShowPasswordChange={onShowPasswordChange}
      />
      <Button type="submit" className="w-full" disabled={busy}>
        {busy ? 'Creating account...' : 'Sign Up'}
      </Button>
    </form>
  );
}
