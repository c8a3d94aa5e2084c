import { useId, useState } from 'react';
import FileMinus from 'lucide-react/icons/file-minus';
import { invoiceMessages, ZCreditInvoice, type TInvoiceSummary } from '@contracts/invoices/invoice';
import { invoiceRoutes } from '@contracts/invoices/routes';
import { Button } from '@/components/ui/button';
import { DialogFormFooter } from '@/components/ui/dialog-form-footer';
import { FormDialog } from '@/components/ui/form-dialog';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { useAction } from '@/lib/use-action';
import { creditInvoice } from '../api/credit-invoice';

const emptyCredit = { reason: '' };

/**
 * "Credit note": cancels an issued invoice in full with a credit note of its own number, after
 * the consultant confirms and says why. The invoice itself never changes; its period can then
 * be invoiced again.
 */
export function CreditNoteDialog({ invoice }: { invoice: TInvoiceSummary }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const form = useContractForm(ZCreditInvoice, { defaultValues: emptyCredit, idPrefix: id });
  const { act, busy } = useAction();

  const onSubmit = form.submit(async (values) => {
    const done = await act({
      run: () => creditInvoice(invoice.id, values),
      success: (credit) => invoiceMessages.credited(credit.reference),
      error: invoiceMessages.creditFailed,
      revalidate: [invoiceRoutes.listInvoices.path],
    });
    if (done.ok) {
      setOpen(false);
      form.reset(emptyCredit);
    }
  });

  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => {
        if (busy) return;
        setOpen(next);
        if (!next) form.reset(emptyCredit);
      }}
      title={`Credit ${invoice.reference}`}
      description={invoiceMessages.creditConfirm}
      trigger={
        <Button size="sm" variant="outline" className="text-destructive hover:text-destructive">
          <FileMinus aria-hidden />
          Credit note
        </Button>
      }
    >
      <form className="grid gap-4" onSubmit={(e) => void onSubmit(e)} noValidate aria-busy={busy}>
        <FormField field={form.field('reason')} label="Reason">
          {(control) => (
            <Textarea {...control} rows={3} placeholder="Why is this invoice cancelled?" />
          )}
        </FormField>
        <DialogFormFooter busy={busy} submitLabel="Issue credit note" busyLabel="Issuing..." />
      </form>
    </FormDialog>
  );
}
