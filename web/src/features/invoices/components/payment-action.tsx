import { useEffect, useRef } from 'react';
import CircleCheck from 'lucide-react/icons/circle-check';
import RotateCcw from 'lucide-react/icons/rotate-ccw';
import {
  invoiceMessages,
  ZRecordPayment,
  type TInvoice,
  type TInvoiceSummary,
} from '@contracts/invoices/invoice';
import { homeRoutes } from '@contracts/home/routes';
import { ActionButton } from '@/components/ui/action-button';
import { DialogForm } from '@/components/ui/dialog-form';
import { FormDialog } from '@/components/ui/form-dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { ApiError } from '@/lib/api-client';
import { useFormDialog } from '@/lib/forms/use-form-dialog';
import { useAction } from '@/lib/use-action';
import { clearPayment, recordPayment } from '../api/record-payment';
import { browserToday, invoiceTitle } from '../lib/invoice-display';

/** What the list does with an answer: shows the invoice as the server answered it, or reloads. */
export interface PaymentUpdates {
  /** The server's answer replaces the row (the list's SWR data, no refetch). */
  changed: (invoice: TInvoice) => void;
  /** A refused change: the list reloads, as the invoice may have changed meanwhile (credited). */
  reload: () => void;
}

/**
 * The home counts invoices past due, leaving paid ones out: its answer is read again after a
 * payment is recorded or taken back.
 */
const REVALIDATE = [homeRoutes.clients.path];

/**
 * An invoice's payment, in its row: "Mark as paid" (a dialog asking the day) while it is unpaid,
 * "Mark as not paid" once a payment was recorded, to take a mistake back. Only for an invoice
 * not credited (`canRecordPayment`). When one replaces the other, the focus moves to the new
 * button, so a keyboard user stays where they were.
 */
export function PaymentAction({
  invoice,
  updates,
}: {
  invoice: TInvoiceSummary;
  updates: PaymentUpdates;
}) {
  const paid = invoice.paidOn !== null;
  const holder = useRef<HTMLSpanElement>(null);
  // The payment the row is changing to: once the row shows it, its button takes the focus.
  const focusWhenPaid = useRef<boolean | null>(null);
  useEffect(() => {
    if (focusWhenPaid.current !== paid) return;
    focusWhenPaid.current = null;
    holder.current?.querySelector('button')?.focus();
  }, [paid]);
  const changed = (updated: TInvoice) => {
    focusWhenPaid.current = updated.paidOn !== null;
    updates.changed(updated);
  };

  return (
    <span ref={holder} className="contents">
      {paid ? (
        <MarkUnpaidButton invoice={invoice} updates={{ ...updates, changed }} />
      ) : (
        <MarkPaidDialog invoice={invoice} updates={{ ...updates, changed }} />
      )}
    </span>
  );
}

/**
 * "Mark as paid": the day the invoice was paid, today unless another is picked; never after
 * today, nor (the server says so on the field) before the invoice was issued.
 */
function MarkPaidDialog({
  invoice,
  updates,
}: {
  invoice: TInvoiceSummary;
  updates: PaymentUpdates;
}) {
  const today = browserToday();
  const { form, act, busy, dialog, close } = useFormDialog(ZRecordPayment, { paidOn: today });

  const onSubmit = form.submit(async (values) => {
    const done = await act({
      run: () => recordPayment(invoice.id, values),
      success: (paid) => invoiceMessages.markedPaid(paid.reference),
      error: invoiceMessages.paymentFailed,
      revalidate: REVALIDATE,
    });
    if (done.ok) {
      close();
      updates.changed(done.value);
      return;
    }
    const message = done.error instanceof ApiError ? done.error.fields?.paidOn : undefined;
    if (message) form.setError('paidOn', { message }, { shouldFocus: true });
    else updates.reload();
  });

  return (
    <FormDialog
      {...dialog}
      title={`Mark ${invoiceTitle(invoice)} as paid`}
      description="The day the payment reached you. The invoice itself does not change."
      trigger={<ActionButton icon={CircleCheck}>Mark as paid</ActionButton>}
    >
      <DialogForm onSubmit={onSubmit} busy={busy} submitLabel="Save" busyLabel="Saving...">
        <FormField field={form.field('paidOn')} label="Paid on">
          {(control) => (
            <Input {...control} type="date" min={invoice.issueDate} max={today} required />
          )}
        </FormField>
      </DialogForm>
    </FormDialog>
  );
}

/** "Mark as not paid": takes back a payment recorded by mistake, at once (nothing is lost). */
function MarkUnpaidButton({
  invoice,
  updates,
}: {
  invoice: TInvoiceSummary;
  updates: PaymentUpdates;
}) {
  const { act, busy } = useAction();
  const clear = async () => {
    const done = await act({
      run: () => clearPayment(invoice.id),
      success: (unpaid) => invoiceMessages.markedUnpaid(unpaid.reference),
      error: invoiceMessages.paymentFailed,
      revalidate: REVALIDATE,
    });
    if (done.ok) updates.changed(done.value);
    else updates.reload();
  };
  return (
    <ActionButton icon={RotateCcw} disabled={busy} onClick={() => void clear()}>
      Mark as not paid
    </ActionButton>
  );
}
