import Send from 'lucide-react/icons/send';
import BadgeCheck from 'lucide-react/icons/badge-check';
import type { TEntryStatus } from '@contracts/timesheets/entry';
import type { TPeriodFilter } from '@contracts/timesheets/period';
import { timesheetMessages } from '@contracts/timesheets/timesheet';
import { Button } from '@/components/ui/button';
import { ConfirmAction } from '@/components/ui/confirm-action';
import { useAction } from '@/lib/use-action';
import { approveEntries, submitEntries } from '../api/change-status';
import { timesheetKey } from '../api/paths';

/**
 * Submit the period (its drafts become final) and, once the client has signed them off, mark the
 * submitted entries approved (spec §4). Each asks first; each shows only when it has something
 * to move.
 */
export function StatusActions({
  calendarId,
  period,
  counts,
}: {
  calendarId: string;
  period: TPeriodFilter;
  counts: Record<TEntryStatus, number>;
}) {
  const { act, busy } = useAction();
  const revalidate = [timesheetKey(calendarId)];
  const submit = () =>
    act({
      run: () => submitEntries(calendarId, period),
      success: (r) => timesheetMessages.submitted(r.changed),
      error: timesheetMessages.submitFailed,
      revalidate,
    });
  const approve = () =>
    act({
      run: () => approveEntries(calendarId, period),
      success: (r) => timesheetMessages.approved(r.changed),
      error: timesheetMessages.approveFailed,
      revalidate,
    });

  return (
    <div className="flex flex-wrap gap-2">
      {counts.draft > 0 && (
        <ConfirmAction
          trigger={
            <Button size="sm" disabled={busy}>
              <Send aria-hidden />
              Submit period ({counts.draft})
            </Button>
          }
          title="Submit this period?"
          description={timesheetMessages.submitConfirm}
          confirmLabel="Submit"
          destructive={false}
          onConfirm={() => void submit()}
        />
      )}
      {counts.submitted > 0 && (
        <ConfirmAction
          trigger={
            <Button size="sm" variant="outline" disabled={busy}>
              <BadgeCheck aria-hidden />
              Mark approved ({counts.submitted})
            </Button>
          }
          title="Mark as approved?"
          description={timesheetMessages.approveConfirm}
          confirmLabel="Mark approved"
          destructive={false}
          onConfirm={() => void approve()}
        />
      )}
    </div>
  );
}
