import { useId, useState } from 'react';
import { ZDecline, signingMessages } from '@contracts/documents/signing';
import { Button } from '@/components/ui/button';
import { DialogFormFooter } from '@/components/ui/dialog-form-footer';
import { FormDialog } from '@/components/ui/form-dialog';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { useAction } from '@/lib/use-action';
import { declineDocument } from '../api/decline-document';

/**
 * "Decline": the signer refuses to sign (or withdraws their consent to sign electronically) and
 * says why; the sender is told by e-mail, and the document can no longer be signed.
 */
export function DeclineDialog({
  token,
  onDeclined,
  onFailed,
}: {
  token: string;
  onDeclined: () => void;
  /** The link stopped working meanwhile (used, expired, document closed). */
  onFailed: (error: unknown) => void;
}) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const form = useContractForm(ZDecline, { defaultValues: { reason: '' }, idPrefix: id });
  const { act, busy } = useAction();

  const onSubmit = form.submit(async (values) => {
    const done = await act({
      run: () => declineDocument(token, values),
      success: signingMessages.declined,
      error: signingMessages.declineFailed,
    });
    if (done.ok) {
      setOpen(false);
      onDeclined();
    } else onFailed(done.error);
  });

  return (
    <FormDialog
      open={open}
      onOpenChange={setOpen}
      title="Decline to sign"
      description="The sender is told that you declined, with your reason. The document can then no longer be signed by anyone."
      trigger={
        <Button type="button" variant="outline">
          Decline
        </Button>
      }
    >
      <form className="grid gap-4" onSubmit={(e) => void onSubmit(e)} noValidate aria-busy={busy}>
        <FormField field={form.field('reason')} label="Reason">
          {(control) => (
            <Textarea {...control} rows={3} placeholder="Tell the sender why you decline" />
          )}
        </FormField>
        <DialogFormFooter busy={busy} submitLabel="Decline" busyLabel="Declining..." />
      </form>
    </FormDialog>
  );
}
