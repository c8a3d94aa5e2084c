import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import Receipt from 'lucide-react/icons/receipt';
import { invoiceMessages, ZIssueInvoice, type TIssueInvoice } from '@contracts/invoices/invoice';
import { invoiceRoutes } from '@contracts/invoices/routes';
import type { TTimesheetPeriod } from '@contracts/timesheets/period-approval';
import { Button } from '@/components/ui/button';
import { DialogForm } from '@/components/ui/dialog-form';
import { FormDialog } from '@/components/ui/form-dialog';
import { Spinner } from '@/components/ui/spinner';
import { useSession } from '@/features/auth/session';
import { DeliveryFields } from '@/features/documents/delivery-fields';
import { SellerDetailsFirst } from '@/features/profile';
import { periodsPath, useBilling } from '@/features/timesheets/page-billing';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import { toast } from '@/lib/toast';
import { useAction } from '@/lib/use-action';
import { issueInvoice } from './api/issue-invoice';
import { InvoicePreview } from './components/invoice-preview';

/** The approved period an invoice bills. */
type PeriodOf = Pick<TTimesheetPeriod, 'bookingPageId' | 'id'>;

/** Where an issued invoice is found. */
export const INVOICES_PAGE = '/invoices';

/**
 * "Issue invoice" beside an approved timesheet period: a dialog that issues the period's invoice
 * under the consultant's next number and can mail its PDF (to the page's client unless another
 * address is typed) and save it into one of their libraries, by the export's rules. The server
 * refuses a period that is not approved or already invoiced; on success the toast names the
 * invoice and links to the invoices.
 */
export function IssueInvoiceButton({ period }: { period: PeriodOf }) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => {
        if (!busy) setOpen(next);
      }}
      title="Issue invoice"
      description="The invoice bills the period's approved lines at the page's tax rate. Once issued it cannot be changed: a correction is a credit note."
      trigger={
        <Button size="sm">
          <Receipt aria-hidden />
          Issue invoice
        </Button>
      }
    >
      <IssueInvoiceForm period={period} onBusy={setBusy} onIssued={() => setOpen(false)} />
    </FormDialog>
  );
}

function IssueInvoiceForm(props: {
  period: PeriodOf;
  onBusy: (busy: boolean) => void;
  onIssued: () => void;
}) {
  const sub = useSession().user?.sub ?? '';
  const billing = useBilling(props.period.bookingPageId, sub);
  if (billing.data === undefined && !billing.error)
    return (
      <div className="flex items-center gap-3 text-muted-foreground">
        <Spinner label="Loading the client's details" />
        <span>Loading...</span>
      </div>
    );
  // The first invoice asks for the seller's details first (their profile), then goes on.
  return (
    <SellerDetailsFirst sub={sub}>
      <DeliveryForm {...props} clientEmail={billing.data?.clientEmail ?? ''} />
    </SellerDetailsFirst>
  );
}

function DeliveryForm({
  period: { bookingPageId, id: periodId },
  clientEmail,
  onBusy,
  onIssued,
}: {
  period: PeriodOf;
  clientEmail: string;
  onBusy: (busy: boolean) => void;
  onIssued: () => void;
}) {
  const id = useId();
  const navigate = useNavigate();
  const defaultValues: TIssueInvoice = {
    sendEmail: false,
    emailAddress: clientEmail,
    saveToLibrary: false,
    libraryId: '',
  };
  const form = useContractForm(ZIssueInvoice, { defaultValues, idPrefix: id });
  const sub = useSession().user?.sub ?? '';
  const { act, busy } = useAction();

  const onSubmit = form.submit(async (values) => {
    onBusy(true);
    const done = await act({
      run: () =>
        issueInvoice(bookingPageId, periodId, { ...values, idempotencyKey: newIdempotencyKey() }),
      error: invoiceMessages.issueFailed,
      revalidate: [invoiceRoutes.listInvoices.path, periodsPath(bookingPageId)],
    });
    onBusy(false);
    if (!done.ok) return;
    toast.success(invoiceMessages.issued(done.value.reference), {
      action: { label: 'View', onClick: () => void navigate(INVOICES_PAGE) },
    });
    onIssued();
  });

  return (
    <DialogForm onSubmit={onSubmit} busy={busy} submitLabel="Issue invoice" busyLabel="Issuing...">
      {/* What will be billed, before it is issued for good. */}
      <InvoicePreview bookingPageId={bookingPageId} periodId={periodId} sub={sub} />
      <DeliveryFields
        emailLabel="Email the invoice"
        emailHint={clientEmail ? "The client's address from Billing settings." : undefined}
        form={form}
      />
    </DialogForm>
  );
}
