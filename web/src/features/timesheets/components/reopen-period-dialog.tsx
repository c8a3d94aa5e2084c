import RotateCcw from 'lucide-react/icons/rotate-ccw';
import {
  periodMessages,
  ZReopenPeriod,
  type TTimesheetPeriod,
} from '@contracts/timesheets/period-approval';
import { timesheetRoutes } from '@contracts/timesheets/routes';
import { routePath } from '@contracts/route';
import { ReasonDialog } from '@/components/ui/reason-dialog';
import { reopenPeriod } from '../api/period-actions';
import { timesheetKey } from '../api/get-timesheet';

/**
 * "Reopen": the consultant takes a period back before the client has approved it, to change its
 * entries; the reason is required and kept in the period's history. The client's link stops
 * working.
 */
export function ReopenPeriodDialog({
  period: { bookingPageId, id },
  disabled = false,
}: {
  period: Pick<TTimesheetPeriod, 'bookingPageId' | 'id'>;
  disabled?: boolean;
}) {
  return (
    <ReasonDialog
      schema={ZReopenPeriod}
      title="Reopen this period?"
      description={periodMessages.reopenConfirm}
      trigger={{ icon: RotateCcw, label: 'Reopen', size: 'sm', disabled }}
      placeholder="e.g. An entry is missing from Tuesday"
      required
      submit={{ label: 'Reopen', busyLabel: 'Reopening...' }}
      action={(values) => ({
        run: () => reopenPeriod(bookingPageId, id, values),
        success: periodMessages.reopened,
        error: periodMessages.reopenFailed,
        // Its entries are drafts again: the overview's statuses and buttons change too.
        revalidate: [
          timesheetKey(bookingPageId),
          routePath(timesheetRoutes.listPeriods, { id: bookingPageId }),
        ],
      })}
    />
  );
}
