import { useEffect, useState } from 'react';
import { useSWRConfig } from 'swr';
import type { TRecoveryCodes } from '@contracts/account/account-security';
import Copy from 'lucide-react/icons/copy';
import Plus from 'lucide-react/icons/plus';
import { ZTotpCode } from '@contracts/auth/totp-code';
import { Button } from '@/components/ui/button';
import { FormDialog } from '@/components/ui/form-dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/error-message';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { toast } from '@/lib/toast';
import { isKeyOf, useAction } from '@/lib/use-action';
import {
  enableTotp,
  mfaFactorsKey,
  startTotpEnrolment,
  verifyTotpCode,
  type TotpEnrolment,
} from '../api/mfa';
import { authenticatorTurnedOn, recoveryCodesKey } from '../api/recovery-codes';
import { formatSecret } from '../lib/otpauth-uri';
import { QrCode } from './qr-code';
import { RecoveryCodesView } from './recovery-codes-view';
import { VerifyCodeForm } from './verify-code-form';

const ENROL_FAILED = 'Failed to enroll MFA';

/** "Add MFA": scan the QR code (or type the secret), then confirm with the first 6-digit code. */
export function AddMfaDialog({ email, sub }: { email: string; sub: string }) {
  const [open, setOpen] = useState(false);
  const [enrolment, setEnrolment] = useState<TotpEnrolment | null>(null);
  // The recovery codes the server made once the app was on: shown here, this once.
  const [issued, setIssued] = useState<TRecoveryCodes | null>(null);
  const form = useContractForm(ZTotpCode, { defaultValues: { code: '' }, idPrefix: 'mfa' });
  const { reset } = form;
  const code = form.watch('code');
  const { act, busy } = useAction();
  const { mutate } = useSWRConfig();

  // A new secret each time the dialog opens; closing forgets it and the code typed.
  useEffect(() => {
    if (!open) {
      setEnrolment(null);
      setIssued(null);
      reset();
      return;
    }
    let cancelled = false;
    startTotpEnrolment(email)
      .then((e) => !cancelled && setEnrolment(e))
      .catch((error: unknown) => {
        if (cancelled) return;
        toast.error(ENROL_FAILED, { description: errorMessage(error) });
        setOpen(false);
      });
    return () => {
      cancelled = true;
    };
  }, [open, email, reset]);

  const onSubmit = form.submit(async ({ code }) => {
    const verified = await act({
      run: () => verifyTotpCode(code),
      success: 'MFA verified successfully',
      error: (error) => ({
        title: 'Failed to verify MFA code',
        description: errorMessage(error, 'Check the code and try again.'),
      }),
    });
    if (!verified.ok) {
      form.resetField('code');
      return;
    }
    // The factor list is reloaded only once the codes are put away: with an app listed, the page
    // no longer offers this dialog, which would close it before the codes were seen.
    const enabled = await act({
      run: () => enableTotp(sub),
      success: 'MFA has been enabled successfully',
      error: ENROL_FAILED,
    });
    if (!enabled.ok) return;
    const codes = await act({
      run: authenticatorTurnedOn,
      error: 'Could not make your recovery codes',
      revalidate: [recoveryCodesKey],
    });
    if (codes.ok) setIssued(codes.value);
    else finish();
  });

  /** Closes the dialog and shows the app in the factor list. */
  function finish() {
    setOpen(false);
    void mutate(isKeyOf(mfaFactorsKey));
  }

  async function copySecret() {
    if (!enrolment) return;
    try {
      await navigator.clipboard.writeText(enrolment.secret);
      toast.success('Secret copied');
    } catch {
      toast.error('Could not copy the secret', { description: 'Select it and copy it by hand.' });
    }
  }

  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => {
        if (busy) return;
        if (!next && issued) finish();
        else setOpen(next);
      }}
      title={issued ? 'Save your recovery codes' : 'Set up authenticator app'}
      description={
        issued
          ? 'Your authenticator app is set up. These codes let you in if you lose it.'
          : 'Scan the QR code with an authenticator app (such as Google Authenticator, Microsoft Authenticator or 1Password), then enter the 6-digit code it shows.'
      }
      trigger={
        <Button>
          <Plus aria-hidden />
          Add MFA
        </Button>
      }
    >
      {issued ? (
        <div className="grid gap-4">
          <RecoveryCodesView issued={issued} />
          <div className="flex justify-end">
            <Button type="button" onClick={finish}>
              I have saved my codes
            </Button>
          </div>
        </div>
      ) : !enrolment ? (
        <div className="flex justify-center py-8">
          <Spinner className="size-8!" label="Preparing authenticator setup" />
        </div>
      ) : (
        <VerifyCodeForm
          onSubmit={onSubmit}
          busy={busy}
          field={form.field('code')}
          code={code}
          intro={
            <>
              <div className="flex justify-center">
                <QrCode
                  value={enrolment.uri}
                  label="QR code for setting up your authenticator app"
                />
              </div>
              <div className="grid gap-2">
                <Label htmlFor="mfa-secret">
                  Can&apos;t scan it? Enter this secret in your app
                </Label>
                <div className="flex gap-2">
                  <Input
                    id="mfa-secret"
                    readOnly
                    value={formatSecret(enrolment.secret)}
                    className="font-mono text-xs!"
                    onFocus={(e) => e.currentTarget.select()}
                  />
                  <Button
                    type="button"
                    variant="outline"
                    size="icon"
                    onClick={copySecret}
                    aria-label="Copy secret"
                  >
                    <Copy aria-hidden />
                  </Button>
                </div>
              </div>
            </>
          }
        />
      )}
    </FormDialog>
  );
}
