import { useState } from 'react';
import KeyRound from 'lucide-react/icons/key-round';
import {
  RECOVERY_REGENERATE_SECONDS,
  type TRecoveryCodes,
} from '@contracts/account/account-security';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { useAction } from '@/lib/use-action';
import {
  recoveryCodesKey,
  regenerateRecoveryCodes,
  useRecoveryCodeStatus,
} from '../api/recovery-codes';
import { needsFreshSignIn } from '../lib/close-account';
import { RecoveryCodesView } from './recovery-codes-view';
import { SignInAgainButton, useSignInAgain } from './sign-in-again';

/** Why a new set asks for a fresh sign-in. */
export const REGENERATE_REAUTHENTICATE_NOTICE = `New recovery codes need a sign-in within the last ${RECOVERY_REGENERATE_SECONDS / 60} minutes, with your password and authenticator code. Sign in again and you come back to this page.`;

const dateOf = (iso: string) =>
  new Date(iso).toLocaleDateString(undefined, { day: 'numeric', month: 'long', year: 'numeric' });

/**
 * Recovery codes, beside the authenticator app they stand in for: how many are left, and a new
 * set (the old one stops working), made only right after a sign-in and shown this once.
 */
export function RecoveryCodesSection() {
  const { data } = useRecoveryCodeStatus(true);
  const { act, busy } = useAction();
  const [issued, setIssued] = useState<TRecoveryCodes | null>(null);
  const [reauthenticate, setReauthenticate] = useState(false);
  const again = useSignInAgain();

  const regenerate = async () => {
    const made = await act({
      run: regenerateRecoveryCodes,
      success: 'New recovery codes made',
      error: 'Could not make new recovery codes',
      revalidate: [recoveryCodesKey],
    });
    if (made.ok) setIssued(made.value);
    setReauthenticate(!made.ok && needsFreshSignIn(made.error));
  };

  return (
    <section aria-label="Recovery codes" className="grid gap-3 rounded-md border p-4">
      <div className="flex items-center gap-3">
        <KeyRound className="size-5 text-primary" aria-hidden />
        <div className="grid gap-0.5">
          <p className="font-medium">Recovery codes</p>
          <p className="text-sm text-muted-foreground">
            {data?.issuedAt
              ? `${data.remaining} of your recovery codes left, made on ${dateOf(data.issuedAt)}. Each signs you in once without your authenticator app.`
              : 'No recovery codes yet. Make a set to sign in if you lose your authenticator app.'}
          </p>
        </div>
      </div>
      {reauthenticate ? (
        <div className="grid gap-2 text-sm">
          <p>{REGENERATE_REAUTHENTICATE_NOTICE}</p>
          <div>
            <SignInAgainButton busy={again.busy} onClick={again.signIn} />
          </div>
        </div>
      ) : (
        <div>
          <Button type="button" variant="outline" onClick={regenerate} disabled={busy}>
            {busy
              ? 'Making codes...'
              : data?.issuedAt
                ? 'Make new recovery codes'
                : 'Make recovery codes'}
          </Button>
        </div>
      )}
      <Dialog open={issued !== null} onOpenChange={(open) => !open && setIssued(null)}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Save your recovery codes</DialogTitle>
            <DialogDescription>Your earlier recovery codes no longer work.</DialogDescription>
          </DialogHeader>
          {issued && <RecoveryCodesView issued={issued} />}
          <div className="flex justify-end">
            <Button type="button" onClick={() => setIssued(null)}>
              I have saved my codes
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </section>
  );
}
