import { useEffect, useState } from 'react';
import Trash2 from 'lucide-react/icons/trash-2';
import {
  closeAccountMessages,
  RECENT_SIGN_IN_SECONDS,
  ZCloseAccount,
} from '@contracts/account/close-account';
import { Button } from '@/components/ui/button';
import { DialogForm } from '@/components/ui/dialog-form';
import { DialogCancelFooter } from '@/components/ui/dialog-form-footer';
import { FormDialog } from '@/components/ui/form-dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { useAction } from '@/lib/use-action';
import { closeAccount } from '../api/close-account';
import { closeAccountFailure, leaveClosedAccount } from '../lib/close-account';
import { SignInAgainButton, useSignInAgain } from './sign-in-again';

const RECENT_SIGN_IN_MINUTES = RECENT_SIGN_IN_SECONDS / 60;

export const closeAccountTexts = {
  title: 'Close your account',
  confirm:
    'This cannot be undone: once you confirm, your account is signed out everywhere and everything listed on this page is deleted. Type the e-mail address of this account to confirm.',
  reauthenticate: `Closing an account needs a sign-in within the last ${RECENT_SIGN_IN_MINUTES} minutes, so that nobody else at an open screen can do it. Sign in again and you come back to this page.`,
} as const;

/**
 * "Close my account": a dialog that asks for the account's e-mail typed again. A sign-in that is
 * not recent enough turns the dialog into an offer to sign in again, which comes back here.
 */
export function CloseAccountDialog() {
  const [open, setOpen] = useState(false);
  const [reauthenticate, setReauthenticate] = useState(false);

  // Closing the dialog forgets what was typed and what the server said.
  useEffect(() => {
    if (!open) setReauthenticate(false);
  }, [open]);

  return (
    <FormDialog
      open={open}
      onOpenChange={setOpen}
      title={closeAccountTexts.title}
      description={reauthenticate ? closeAccountTexts.reauthenticate : closeAccountTexts.confirm}
      trigger={
        <Button variant="destructive">
          <Trash2 aria-hidden />
          Close my account
        </Button>
      }
    >
      {reauthenticate ? (
        <SignInAgainNotice />
      ) : (
        <CloseAccountForm onReauthenticate={() => setReauthenticate(true)} />
      )}
    </FormDialog>
  );
}

/** The confirmation: the account's e-mail, then the destructive "Close account". */
export function CloseAccountForm({ onReauthenticate }: { onReauthenticate: () => void }) {
  const form = useContractForm(ZCloseAccount, {
    defaultValues: { email: '' },
    idPrefix: 'close-account',
  });
  const { act, busy } = useAction();
  const [leaving, setLeaving] = useState(false);

  const onSubmit = form.submit(async (values) => {
    const closed = await act({
      run: () => closeAccount(values),
      success: closeAccountMessages.closing,
      error: (error) => ({
        title: closeAccountMessages.failed,
        description: closeAccountFailure(error).message,
      }),
    });
    if (closed.ok) {
      setLeaving(true);
      await leaveClosedAccount().catch((error: unknown) =>
        console.error('Sign out after closing the account failed', error),
      );
      return;
    }
    const failure = closeAccountFailure(closed.error);
    if (failure.kind === 'reauthenticate') onReauthenticate();
    else if (failure.kind === 'field')
      form.setError(
        failure.field,
        { type: 'server', message: failure.message },
        { shouldFocus: true },
      );
  });

  const working = busy || leaving;
  return (
    <DialogForm
      onSubmit={onSubmit}
      busy={working}
      label="Close account"
      submitLabel="Close account"
      busyLabel="Closing..."
      destructive
    >
      <FormField
        field={form.field('email')}
        label="Your e-mail address"
        hint={closeAccountMessages.confirm}
      >
        {(control) => (
          <Input {...control} type="email" autoComplete="off" spellCheck={false} autoFocus />
        )}
      </FormField>
    </DialogForm>
  );
}

/** The server asked for a fresh sign-in: say so, and offer one that comes back to this page. */
export function SignInAgainNotice() {
  const { busy, signIn } = useSignInAgain();
  return (
    <div className="grid gap-4">
      <p
        role="alert"
        className="rounded-md border border-destructive/50 bg-destructive/10 p-3 text-sm"
      >
        {closeAccountMessages.reauthenticate}
      </p>
      <DialogCancelFooter busy={busy}>
        <SignInAgainButton busy={busy} onClick={signIn} />
      </DialogCancelFooter>
    </div>
  );
}
