import { useId, useState } from 'react';
import Send from 'lucide-react/icons/send';
import { invoiceMessages, ZSendInvoice, type TInvoiceSummary } from '@contracts/invoices/invoice';
import { invoiceRoutes } from '@contracts/invoices/routes';
import { Button } from '@/components/ui/button';
import { DialogFormFooter } from '@/components/ui/dialog-form-footer';
import { FormDialog } from '@/components/ui/form-dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { useAction } from '@/lib/use-action';
import { sendInvoice } from '../api/send-invoice';
import { invoiceTitle } from '../lib/invoice-display';

/**
 * "Send": mails the invoice's PDF to an address, the client's unless another is typed. Each mail
 * counts against the day's limit of mailed invoices.
 */
export function SendInvoiceDialog({ invoice }: { invoice: TInvoiceSummary }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const initial = { emailAddress: invoice.client.email };
  const form = useContractForm(ZSendInvoice, { defaultValues: initial, idPrefix: id });
  const { act, busy } = useAction();

  const onSubmit = form.submit(async (values) => {
    const done = await act({
      run: () => sendInvoice(invoice.id, values),
      success: invoiceMessages.sent(invoice.reference, values.emailAddress),
      error: invoiceMessages.sendFailed,
      revalidate: [invoiceRoutes.listInvoices.path],
    });
    if (done.ok) setOpen(false);
  });

  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => {
        if (busy) return;
        setOpen(next);
        if (!next) form.reset(initial);
      }}
      title={`Send ${invoiceTitle(invoice)}`}
      description="The PDF is attached to the e-mail."
      trigger={
        <Button size="sm" variant="outline">
          <Send aria-hidden />
          Send
        </Button>
      }
    >
      <form className="grid gap-4" onSubmit={(e) => void onSubmit(e)} noValidate aria-busy={busy}>
        <FormField field={form.field('emailAddress')} label="Email address">
          {(control) => <Input {...control} type="email" autoComplete="email" required />}
        </FormField>
        <DialogFormFooter busy={busy} submitLabel="Send" busyLabel="Sending..." />
      </form>
    </FormDialog>
  );
}
