import { useEffect, useState } from 'react';
import Mail from 'lucide-react/icons/mail';
import {
  changeEmailMessages,
  ZChangeEmail,
  ZConfirmEmailChange,
} from '@contracts/auth/change-email';
import { Button } from '@/components/ui/button';
import { DialogForm } from '@/components/ui/dialog-form';
import { FormDialog } from '@/components/ui/form-dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { useAction } from '@/lib/use-action';
import { confirmEmailChange, requestEmailChange, resendEmailCode } from '../api/email';
import { changeEmailFailure, confirmEmailFailure } from '../lib/account-errors';
import { VerifyCodeForm } from './verify-code-form';

/** What the dialog's second step says while the new address waits for its code. */
export function pendingEmailNotice(current: string, pending: string): string {
  return `We sent a 6-digit code to ${pending}. Until you enter it, your email stays ${current} and you keep signing in with it.`;
}

/**
 * "Change Email" (Account Security): the new address, then the 6-digit code Cognito mails to it.
 * The account keeps its verified address until the code is entered; the session is then
 * refreshed, so this screen and everything else reading the session show the new one.
 */
export function ChangeEmailDialog({ email }: { email: string }) {
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState<string | null>(null);

  // Closing forgets the step and what was typed; an unconfirmed change stays unconfirmed.
  useEffect(() => {
    if (!open) setPending(null);
  }, [open]);

  return (
    <FormDialog
      open={open}
      onOpenChange={setOpen}
      title="Change email"
      description={
        pending
          ? pendingEmailNotice(email, pending)
          : 'Enter the new address. We will send a code to it, and your email changes once you enter that code.'
      }
      trigger={
        <Button variant="outline">
          <Mail aria-hidden />
          Change Email
        </Button>
      }
    >
      {pending ? (
        <EmailCodeForm key={pending} onDone={() => setOpen(false)} />
      ) : (
        <NewEmailForm current={email} onSent={setPending} onDone={() => setOpen(false)} />
      )}
    </FormDialog>
  );
}

/** Step 1: the new address, to which Cognito mails a code. */
export function NewEmailForm({
  current,
  onSent,
  onDone,
}: {
  current: string;
  onSent: (pending: string) => void;
  onDone: () => void;
}) {
  const form = useContractForm(ZChangeEmail, {
    defaultValues: { currentEmail: current, email: '' },
    idPrefix: 'change-email',
  });
  const { act, busy } = useAction();

  const onSubmit = form.submit(async ({ email }) => {
    const started = await act({
      run: () => requestEmailChange(email),
      success: (s) =>
        s.step === 'confirm' ? changeEmailMessages.codeSent : changeEmailMessages.changed,
      error: (error) => ({
        title: changeEmailMessages.failed,
        description: changeEmailFailure(error).message,
      }),
    });
    if (!started.ok) {
      const { field, message } = changeEmailFailure(started.error);
      if (field) form.setError(field, { type: 'server', message }, { shouldFocus: true });
      return;
    }
    if (started.value.step === 'confirm') onSent(started.value.destination);
    else onDone();
  });

  return (
    <DialogForm
      onSubmit={onSubmit}
      busy={busy}
      label="Change email"
      submitLabel="Send Code"
      busyLabel="Sending..."
    >
      <FormField field={form.field('email')} label="New email">
        {(control) => <Input {...control} type="email" autoComplete="email" autoFocus />}
      </FormField>
    </DialogForm>
  );
}

/** Step 2: the mailed code; once Cognito accepts it, the new address is the e-mail. */
export function EmailCodeForm({ onDone }: { onDone: () => void }) {
  const form = useContractForm(ZConfirmEmailChange, {
    defaultValues: { code: '' },
    idPrefix: 'confirm-email',
  });
  const code = form.watch('code');
  const { act, busy } = useAction();

  const onSubmit = form.submit(async ({ code }) => {
    const confirmed = await act({
      run: () => confirmEmailChange(code),
      success: changeEmailMessages.changed,
      error: (error) => ({
        title: changeEmailMessages.verifyFailed,
        description: confirmEmailFailure(error).message,
      }),
    });
    if (confirmed.ok) {
      onDone();
      return;
    }
    const { field, message } = confirmEmailFailure(confirmed.error);
    form.resetField('code');
    if (field) form.setError(field, { type: 'server', message }, { shouldFocus: true });
  });

  const resend = () =>
    void act({
      run: resendEmailCode,
      success: changeEmailMessages.codeSent,
      error: (error) => ({
        title: changeEmailMessages.failed,
        description: confirmEmailFailure(error).message,
      }),
    });

  return (
    <VerifyCodeForm
      onSubmit={onSubmit}
      busy={busy}
      label="Verify new email"
      field={form.field('code')}
      code={code}
    >
      <div>
        <Button type="button" variant="link" className="px-0" onClick={resend} disabled={busy}>
          Send a new code
        </Button>
      </div>
    </VerifyCodeForm>
  );
}
