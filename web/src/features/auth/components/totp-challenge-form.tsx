import { useState } from 'react';
import { confirmSignIn } from 'aws-amplify/auth';
import { ZTotpCode } from '@contracts/auth/totp-code';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { useAction } from '@/lib/use-action';
import { CodeField } from '../code-field';
import { serviceFailure } from '../lib/auth-errors';
import { signedInNotice } from '../lib/password-sign-in';
import { RecoveryCodeForm } from './recovery-code-form';
import { BackToSignIn } from './back-to-sign-in';
import { StepForm } from './step-form';
import { VerifyButton } from './verify-button';

const VERIFY_FAILED = 'Failed to verify MFA code';

/**
 * Sign-in step `CONFIRM_SIGN_IN_WITH_TOTP_CODE`: the code from the user's authenticator app, or
 * (with the e-mail and password just given) a recovery code when the app is lost.
 */
export function TotpChallengeForm({
  onBack,
  credentials,
}: {
  onBack: () => void;
  credentials?: { email: string; password: string };
}) {
  const [recovery, setRecovery] = useState(false);
  if (recovery && credentials)
    return <RecoveryCodeForm {...credentials} onBack={() => setRecovery(false)} />;
  return <CodeForm onBack={onBack} onRecovery={credentials && (() => setRecovery(true))} />;
}

function CodeForm({ onBack, onRecovery }: { onBack: () => void; onRecovery?: () => void }) {
  const form = useContractForm(ZTotpCode, { defaultValues: { code: '' }, idPrefix: 'totp' });
  const code = form.watch('code');
  const { act, busy } = useAction();

  const onSubmit = form.submit(async ({ code }) => {
    const answered = await act({
      run: () => confirmSignIn({ challengeResponse: code }),
      success: signedInNotice,
      error: serviceFailure(VERIFY_FAILED, 'Invalid code.'),
    });
    if (!answered.ok) {
      form.resetField('code');
    } else if (!signedInNotice(answered.value)) {
      toast.error(VERIFY_FAILED, { description: 'Please sign in again.' });
      onBack();
    }
  });

  return (
    <StepForm
      title="Two-factor authentication"
      intro="Enter the 6-digit code from your authenticator app."
      onSubmit={onSubmit}
    >
      <CodeField field={form.field('code')} label="Authentication code" autoFocus />
      <VerifyButton busy={busy} code={code} />
      {onRecovery && (
        <Button type="button" variant="link" onClick={onRecovery}>
          Lost your phone? Use a recovery code
        </Button>
      )}
      <BackToSignIn onBack={onBack} />
    </StepForm>
  );
}
