import * as z from 'zod';
import { accountSecurityMessages, ZRecoveryCodeInput } from '@contracts/account/account-security';
import { SubmitButton } from '@/components/forms/submit-button';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/error-message';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { toast } from '@/lib/toast';
import { useAction } from '@/lib/use-action';
import { recoverWithCode } from '../lib/recover-with-code';
import { StepForm } from './step-form';

const ZRecoveryCodeForm = z.object({ code: ZRecoveryCodeInput });

/**
 * The TOTP step's way out when the authenticator app is lost: one recovery code, with the
 * e-mail and password already given. The code works once; the app is turned off and the person
 * is taken to Account Security to set up a new one.
 */
export function RecoveryCodeForm({
  email,
  password,
  onBack,
}: {
  email: string;
  password: string;
  onBack: () => void;
}) {
  const form = useContractForm(ZRecoveryCodeForm, {
    defaultValues: { code: '' },
    idPrefix: 'recovery',
  });
  const { act, busy } = useAction();

  const onSubmit = form.submit(async ({ code }) => {
    const recovered = await act({
      run: () => recoverWithCode({ email, password, code }),
      success: accountSecurityMessages.recovered,
      error: (error) => ({
        title: 'Failed to sign in with a recovery code',
        description: errorMessage(error, accountSecurityMessages.recoveryRefused),
      }),
    });
    if (!recovered.ok) {
      form.setError(
        'code',
        {
          type: 'server',
          message: errorMessage(recovered.error, accountSecurityMessages.recoveryRefused),
        },
        { shouldFocus: true },
      );
    } else if (recovered.value.nextStep.signInStep !== 'DONE') {
      toast.error('Failed to sign in', { description: 'Please sign in again.' });
      onBack();
    }
  });

  return (
    <StepForm
      title="Use a recovery code"
      intro="Enter one of the recovery codes you saved when you set up your authenticator app. It works once, and turns the lost app off: you then set up a new one."
      onSubmit={onSubmit}
    >
      <FormField field={form.field('code')} label="Recovery code">
        {(control) => (
          <Input {...control} autoComplete="one-time-code" autoCapitalize="none" autoFocus />
        )}
      </FormField>
      <SubmitButton className="w-full" busy={busy} busyLabel="Signing in...">
        Sign in with recovery code
      </SubmitButton>
      <Button type="button" variant="link" onClick={onBack}>
        Use my authenticator app instead
      </Button>
    </StepForm>
  );
}
