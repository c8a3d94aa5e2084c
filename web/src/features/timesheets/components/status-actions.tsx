import { useState } from 'react';
import Send from 'lucide-react/icons/send';
import { billingMessages } from '@contracts/timesheets/billing';
import type { TEntryStatus } from '@contracts/timesheets/entry';
import type { TPeriodFilter } from '@contracts/timesheets/period';
import { periodMessages } from '@contracts/timesheets/period-approval';
import { Button } from '@/components/ui/button';
import { LoadFailed } from '@/components/ui/load-failed';
import { FormDialog } from '@/components/ui/form-dialog';
import { Spinner } from '@/components/ui/spinner';
import { useSession } from '@/features/auth/session';
import { useBilling } from '../api/billing';
import { SubmitPeriodForm } from './submit-period-form';
import { SubmitSummary, type SubmitSummaryOf } from './submit-summary';

/**
 * The period's move: "Submit period" while it has drafts. Approval is the client's alone, from
 * the link they are mailed; the consultant follows it in "Submitted periods".
 */
export function StatusActions({
  bookingPageId,
  period,
  counts,
  summary,
}: {
  bookingPageId: string;
  period: TPeriodFilter;
  counts: Record<TEntryStatus, number>;
  /** The period's days and totals, shown before it is submitted. */
  summary?: SubmitSummaryOf;
}) {
  const [open, setOpen] = useState(false);
  if (counts.draft === 0) return null;
  return (
    <FormDialog
      open={open}
      onOpenChange={setOpen}
      title="Submit this period?"
      description={periodMessages.submitConfirm}
      trigger={
        <Button size="sm">
          <Send aria-hidden />
          Submit period ({counts.draft})
        </Button>
      }
    >
      <div className="grid gap-4">
        {summary && <SubmitSummary summary={summary} />}
        <SubmitPeriod
          bookingPageId={bookingPageId}
          period={period}
          onSubmitted={() => setOpen(false)}
        />
      </div>
    </FormDialog>
  );
}

/**
 * The form once the page's client address is known; read as the dialog opens, so the choice
 * to mail the client starts from the address as it is now. Settings that cannot be read leave
 * the period submittable without the mail.
 */
function SubmitPeriod({
  bookingPageId,
  period,
  onSubmitted,
}: {
  bookingPageId: string;
  period: TPeriodFilter;
  onSubmitted: () => void;
}) {
  const sub = useSession().user?.sub ?? '';
  const billing = useBilling(bookingPageId, sub);
  if (!billing.data && !billing.error)
    return (
      <div className="flex items-center gap-3 text-muted-foreground">
        <Spinner label="Loading billing settings" />
        <span>Loading billing settings...</span>
      </div>
    );
  return (
    <div className="grid gap-4">
      {billing.error && !billing.data && (
        <LoadFailed
          title={billingMessages.loadFailed}
          error={billing.error}
          onRetry={() => void billing.mutate()}
        />
      )}
      <SubmitPeriodForm
        // A retry that finds the address starts the form afresh, the mail chosen.
        key={billing.data?.clientEmail ?? ''}
        bookingPageId={bookingPageId}
        period={period}
        clientEmail={billing.data?.clientEmail ?? ''}
        clientName={billing.data?.clientName ?? ''}
        onSubmitted={onSubmitted}
      />
    </div>
  );
}
