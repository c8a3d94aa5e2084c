import { useEffect, useState } from 'react';
import Trash2 from 'lucide-react/icons/trash-2';
import { CODE_LENGTH } from '@contracts/auth/fields';
import { removeTotpMessages, ZRemoveTotp } from '@contracts/auth/change-email';
import { ActionButton } from '@/components/ui/action-button';
import { DialogFormFooter } from '@/components/ui/dialog-form-footer';
import { FormDialog } from '@/components/ui/form-dialog';
import { CodeField } from '@/features/auth/code-field';
import { CurrentPasswordField } from '@/features/auth/current-password-field';
import { usePasswordVisibility } from '@/features/auth/password-visibility';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { useAction } from '@/lib/use-action';
import { mfaFactorsKey, removeTotp } from '../api/mfa';
import { removeTotpFailure } from '../lib/account-errors';

const emptyValues = { password: '', code: '' };

/**
 * Remove button of a factor (spec §5: confirmed). Its dialog asks for the password and a current
 * code from the app, which Cognito checks before anything is removed: someone at a signed-in
 * screen who has neither cannot turn two-factor sign-in off (docs/decisions.md).
 */
export function RemoveMfaButton({
  sub,
  email,
  name,
}: {
  sub: string;
  email: string;
  name: string;
}) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => !busy && setOpen(next)}
      title="Remove authenticator app?"
      description="You will no longer be asked for a code at sign-in. To confirm it is you, enter your password and the 6-digit code your authenticator app shows now."
      trigger={
        <ActionButton icon={Trash2} aria-label={`Remove ${name}`}>
          Remove
        </ActionButton>
      }
    >
      {/* The form lives in the dialog's content, so closing the dialog forgets what was typed. */}
      <RemoveMfaForm sub={sub} email={email} onBusy={setBusy} onRemoved={() => setOpen(false)} />
    </FormDialog>
  );
}

/** The dialog's form: password and code, checked by Cognito, then the app is removed. */
export function RemoveMfaForm({
  sub,
  email,
  onBusy,
  onRemoved,
}: {
  sub: string;
  email: string;
  onBusy: (busy: boolean) => void;
  onRemoved: () => void;
}) {
  const passwordVisibility = usePasswordVisibility();
  const form = useContractForm(ZRemoveTotp, { defaultValues: emptyValues, idPrefix: 'remove-mfa' });
  const code = form.watch('code');
  const { act, busy } = useAction();
  useEffect(() => onBusy(busy), [busy, onBusy]);

  const onSubmit = form.submit(async ({ password, code }) => {
    const removed = await act({
      run: () => removeTotp(sub, { email, password, code }),
      success: removeTotpMessages.removed,
      error: (error) => ({
        title: removeTotpMessages.failed,
        description: removeTotpFailure(error).message,
      }),
      revalidate: [mfaFactorsKey],
    });
    if (removed.ok) {
      onRemoved();
      return;
    }
    const { field, message } = removeTotpFailure(removed.error);
    // A code is good once: whatever failed, the next try needs the app's next one.
    form.resetField('code');
    if (field) form.setError(field, { type: 'server', message }, { shouldFocus: true });
  });

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="grid gap-4"
      aria-label="Remove authenticator app"
    >
      {/* The account's name, for password managers to fill the password in. */}
      <input type="text" name="username" autoComplete="username" value={email} readOnly hidden />
      <CurrentPasswordField field={form.field('password')} visibility={passwordVisibility} />
      <CodeField field={form.field('code')} label="Authentication code" />
      <DialogFormFooter
        busy={busy}
        submitLabel="Remove"
        busyLabel="Removing..."
        submitDisabled={code.length !== CODE_LENGTH}
      />
    </form>
  );
}
