import { useState, type FormEvent } from 'react';
import { toast } from '@/lib/toast';
import { ZSignIn } from '@contracts/auth/sign-in';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { signInErrorMessage } from '../lib/auth-errors';
import { validateForm, type FieldErrors } from '../lib/form-validation';
import { passwordSignIn, type SignInStep } from '../lib/password-sign-in';
import { FormField } from './form-field';

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
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitting, setSubmitting] = useState(false);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const checked = validateForm(ZSignIn, { email, password });
    if (!checked.ok) {
      setErrors(checked.fieldErrors);
      toast.error('Validation Error', { description: checked.firstMessage });
      return;
    }
    setErrors({});
    setSubmitting(true);
    try {
      const { nextStep } = await passwordSignIn(checked.data.email, checked.data.password);
      if (nextStep.signInStep === 'DONE') {
        // The session's `signedIn` event takes the app to /.
        toast.success('Signed in successfully');
      } else {
        onNextStep(nextStep.signInStep, checked.data.email, checked.data.password);
      }
    } catch (error) {
      toast.error(signInErrorMessage(error));
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Sign in">
      <FormField id="signin-email" label="Email" error={errors.email}>
        {(a11y) => (
          <Input
            {...a11y}
            type="email"
            autoComplete="email"
            placeholder="you@example.com"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
        )}
      </FormField>
      <FormField id="signin-password" label="Password" error={errors.password}>
        {(a11y) => (
          <PasswordInput
            {...a11y}
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            visible={showPassword}
            onVisibleChange={onShowPasswordChange}
          />
        )}
      </FormField>
      <div className="-mt-2 flex justify-end">
        <button
          type="button"
          className="cursor-pointer text-sm text-primary underline-offset-4 hover:underline"
          onClick={() => onForgotPassword(email)}
        >
          Forgot password?
        </button>
      </div>
      <Button type="submit" className="w-full" disabled={submitting}>
        {submitting ? 'Signing in...' : 'Sign In'}
      </Button>
    </form>
  );
}
