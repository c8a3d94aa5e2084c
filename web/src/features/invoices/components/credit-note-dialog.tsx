import FileMinus from 'lucide-react/icons/file-minus';
import { invoiceMessages, ZCreditInvoice, type TInvoiceSummary } from '@contracts/invoices/invoice';
import { invoiceRoutes } from '@contracts/invoices/routes';
import { Button } from '@/components/ui/button';
import { DialogForm } from '@/components/ui/dialog-form';
import { FormDialog } from '@/components/ui/form-dialog';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { useFormDialog } from '@/lib/forms/use-form-dialog';
import { creditInvoice } from '../api/credit-invoice';

const emptyCredit = { reason: '' };

/**
 * "Credit note": cancels an issued invoice in full with a credit note of its own number, after
 * the consultant confirms and says why. The invoice itself never changes; its period can then
 * be invoiced again.
 */
export function CreditNoteDialog({ invoice }: { invoice: TInvoiceSummary }) {
  const { form, act, busy, dialog, close } = useFormDialog(ZCreditInvoice, emptyCredit);

  const onSubmit = form.submit(async (values) => {
    const done = await act({
      run: () => creditInvoice(invoice.id, values),
      success: (credit) => invoiceMessages.credited(credit.reference),
      error: invoiceMessages.creditFailed,
      revalidate: [invoiceRoutes.listInvoices.path],
    });
    if (done.ok) close();
  });

  return (
    <FormDialog
      {...dialog}
      title={`Credit ${invoice.reference}`}
      description={invoiceMessages.creditConfirm}
      trigger={
        <Button size="sm" variant="outline" className="text-destructive hover:text-destructive">
          <FileMinus aria-hidden />
          Credit note
        </Button>
      }
    >
      <DialogForm
        onSubmit={onSubmit}
        busy={busy}
        submitLabel="Issue credit note"
        busyLabel="Issuing..."
      >
        <FormField field={form.field('reason')} label="Reason">
          {(control) => (
            <Textarea {...control} rows={3} placeholder="Why is this invoice cancelled?" />
          )}
        </FormField>
      </DialogForm>
    </FormDialog>
  );
}
