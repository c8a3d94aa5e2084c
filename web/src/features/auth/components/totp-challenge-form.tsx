import { useState, type FormEvent } from 'react';
import { confirmSignIn } from 'aws-amplify/auth';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { serviceMessage } from '../lib/auth-errors';
import { FormField } from './form-field';
import { CODE_LENGTH, OneTimeCodeInput } from './one-time-code-input';

/** Sign-in step `CONFIRM_SIGN_IN_WITH_TOTP_CODE`: the code from the user's authenticator app. */
export function TotpChallengeForm({ onBack }: { onBack: () => void }) {
  const [code, setCode] = useState('');
  const [submitting, setSubmitting] = useState(false);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (code.length !== CODE_LENGTH) return;
    setSubmitting(true);
    try {
      const { nextStep } = await confirmSignIn({ challengeResponse: code });
      if (nextStep.signInStep === 'DONE') {
        toast.success('Signed in successfully');
      } else {
        toast.error('Failed to verify MFA code', { description: 'Please sign in again.' });
        onBack();
      }
    } catch (error) {
      toast.error('Failed to verify MFA code', {
        description: serviceMessage(error, 'Invalid code.'),
      });
      setCode('');
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-labelledby="totp-title">
      <div className="grid gap-1">
        <h2 id="totp-title" className="text-lg font-semibold">
          Two-factor authentication
        </h2>
        <p className="text-sm text-muted-foreground">
          Enter the 6-digit code from your authenticator app.
        </p>
      </div>
      <FormField id="totp-code" label="Authentication code">
        {(a11y) => <OneTimeCodeInput {...a11y} autoFocus value={code} onValueChange={setCode} />}
      </FormField>
      <Button type="submit" className="w-full" disabled={submitting || code.length !== CODE_LENGTH}>
        {submitting ? 'Verifying...' : 'Verify'}
      </Button>
      <Button type="button" variant="link" onClick={onBack}>
        Back to sign in
      </Button>
    </form>
  );
}
