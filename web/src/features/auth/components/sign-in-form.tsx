import { ZSignIn } from '@contracts/auth/sign-in';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { useAction } from '@/lib/use-action';
import { signInErrorMessage } from '../lib/auth-errors';
import { passwordSignIn, signedInNotice, type SignInStep } from '../lib/password-sign-in';

export interface SignInFormProps {
  initialEmail: string;
  showPassword: boolean;
  onShowPasswordChange: (visible: boolean) => void;
  /** Sign-in stopped at a step that needs another screen. */
  onNextStep: (step: SignInStep, email: string, password: string) => void;
  onForgotPassword: (email: string) => void;
}

export function SignInForm({
  initialEmail,
  showPassword,
  onShowPasswordChange,
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
      <FormField field={form.field('email')} label="Email">
        {(control) => (
          <Input {...control} type="email" autoComplete="email" placeholder="you@example.com" />
        )}
      </FormField>
      <FormField field={form.field('password')} label="Password">
        {(control) => (
          <PasswordInput
            {...control}
            autoComplete="current-password"
            visible={showPassword}
            onVisibleChange={onShowPasswordChange}
          />
        )}
      </FormField>
      <div className="-mt-2 flex justify-end">
        <button
          type="button"
          className="cursor-pointer text-sm text-primary underline-offset-4 hover:underline"
          onClick={() => onForgotPassword(form.getValues('email'))}
        >
          Forgot password?
        </button>
      </div>
      <Button type="submit" className="w-full" disabled={busy}>
        {busy ? 'Signing in...' : 'Sign In'}
      </Button>
    </form>
  );
}
