import Send from 'lucide-react/icons/send';
import { invoiceMessages, ZSendInvoice, type TInvoiceSummary } from '@contracts/invoices/invoice';
import { invoiceRoutes } from '@contracts/invoices/routes';
import { Button } from '@/components/ui/button';
import { DialogForm } from '@/components/ui/dialog-form';
import { FormDialog } from '@/components/ui/form-dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useFormDialog } from '@/lib/forms/use-form-dialog';
import { sendInvoice } from '../api/send-invoice';
import { invoiceTitle } from '../lib/invoice-display';

/**
 * "Send": mails the invoice's PDF to an address, the client's unless another is typed. Each mail
 * counts against the day's limit of mailed invoices.
 */
export function SendInvoiceDialog({ invoice }: { invoice: TInvoiceSummary }) {
  const { form, act, busy, dialog, close } = useFormDialog(ZSendInvoice, {
    emailAddress: invoice.client.email,
  });

  const onSubmit = form.submit(async (values) => {
    const done = await act({
      run: () => sendInvoice(invoice.id, values),
      success: invoiceMessages.sent(invoice.reference, values.emailAddress),
      error: invoiceMessages.sendFailed,
      revalidate: [invoiceRoutes.listInvoices.path],
    });
    if (done.ok) close();
  });

  return (
    <FormDialog
      {...dialog}
      title={`Send ${invoiceTitle(invoice)}`}
      description="The PDF is attached to the e-mail."
      trigger={
        <Button size="sm" variant="outline">
          <Send aria-hidden />
          Send
        </Button>
      }
    >
      <DialogForm onSubmit={onSubmit} busy={busy} submitLabel="Send" busyLabel="Sending...">
        <FormField field={form.field('emailAddress')} label="Email address">
          {(control) => <Input {...control} type="email" autoComplete="email" required />}
        </FormField>
      </DialogForm>
    </FormDialog>
  );
}
