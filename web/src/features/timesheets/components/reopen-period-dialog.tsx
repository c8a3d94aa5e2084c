import { useId, useState } from 'react';
import RotateCcw from 'lucide-react/icons/rotate-ccw';
import { periodMessages, ZReopenPeriod } from '@contracts/timesheets/period-approval';
import { timesheetRoutes } from '@contracts/timesheets/routes';
import { routePath } from '@contracts/route';
import { Button } from '@/components/ui/button';
import { DialogFormFooter } from '@/components/ui/dialog-form-footer';
import { FormDialog } from '@/components/ui/form-dialog';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { useAction } from '@/lib/use-action';
import { reopenPeriod } from '../api/period-actions';
import { timesheetKey } from '../api/get-timesheet';

/**
 * "Reopen": the consultant takes a period back before the client has approved it, to change its
 * entries; the reason is required and kept in the period's history. The client's link stops
 * working.
 */
export function ReopenPeriodDialog({
  bookingPageId,
  periodId,
  disabled = false,
}: {
  bookingPageId: string;
  periodId: string;
  disabled?: boolean;
}) {
  const [open, setOpen] = useState(false);
  return (
    <FormDialog
      open={open}
      onOpenChange={setOpen}
      title="Reopen this period?"
      description={periodMessages.reopenConfirm}
      trigger={
        <Button size="sm" variant="outline" disabled={disabled}>
          <RotateCcw aria-hidden />
          Reopen
        </Button>
      }
    >
      <ReopenPeriodForm
        bookingPageId={bookingPageId}
        periodId={periodId}
        onReopened={() => setOpen(false)}
      />
    </FormDialog>
  );
}

export function ReopenPeriodForm({
  bookingPageId,
  periodId,
  onReopened,
}: {
  bookingPageId: string;
  periodId: string;
  onReopened: () => void;
}) {
  const id = useId();
  const form = useContractForm(ZReopenPeriod, { defaultValues: { reason: '' }, idPrefix: id });
  const { act, busy } = useAction();

  const onSubmit = form.submit(async (values) => {
    const done = await act({
      run: () => reopenPeriod(bookingPageId, periodId, values),
      success: periodMessages.reopened,
      error: periodMessages.reopenFailed,
      // Its entries are drafts again: the overview's statuses and buttons change too.
      revalidate: [
        timesheetKey(bookingPageId),
        routePath(timesheetRoutes.listPeriods, { id: bookingPageId }),
      ],
    });
    if (done.ok) onReopened();
  });

  return (
    <form className="grid gap-4" onSubmit={(e) => void onSubmit(e)} noValidate aria-busy={busy}>
      <FormField field={form.field('reason')} label="Reason">
        {(control) => (
          <Textarea
            {...control}
            rows={3}
            required
            placeholder="e.g. An entry is missing from Tuesday"
          />
        )}
      </FormField>
      <DialogFormFooter busy={busy} submitLabel="Reopen" busyLabel="Reopening..." />
    </form>
  );
}
