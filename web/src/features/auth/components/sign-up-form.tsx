import { useState, type FormEvent } from 'react';
import { signUp } from 'aws-amplify/auth';
import { toast } from '@/lib/toast';
import { ZSignUp } from '@contracts/auth/sign-up';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { signUpErrorMessage } from '../lib/auth-errors';
import { validateForm, type FieldErrors } from '../lib/form-validation';
import { FormField } from './form-field';

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
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitting, setSubmitting] = useState(false);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const checked = validateForm(ZSignUp, { email, password, confirmPassword });
    if (!checked.ok) {
      setErrors(checked.fieldErrors);
      toast.error('Validation Error', { description: checked.firstMessage });
      return;
    }
    setErrors({});
    setSubmitting(true);
    try {
      const { nextStep } = await signUp({
        username: checked.data.email,
        password: checked.data.password,
        options: { userAttributes: { email: checked.data.email } },
      });
      toast.success('Account created! Please check your email to verify.');
      onSignedUp(
        checked.data.email,
        checked.data.password,
        nextStep.signUpStep !== 'CONFIRM_SIGN_UP',
      );
    } catch (error) {
      toast.error(signUpErrorMessage(error));
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Sign up">
      <FormField id="signup-email" label="Email" error={errors.email}>
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
      <FormField
        id="signup-password"
        label="Password"
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
        id="signup-confirm-password"
        label="Confirm Password"
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
        {submitting ? 'Creating account...' : 'Sign Up'}
      </Button>
    </form>
  );
}
