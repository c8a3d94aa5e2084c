import type { ReactNode } from 'react';
import Send from 'lucide-react/icons/send';
import BadgeCheck from 'lucide-react/icons/badge-check';
import type { TEntryStatus } from '@contracts/timesheets/entry';
import type { TPeriodFilter } from '@contracts/timesheets/period';
import { timesheetMessages, type TStatusRequest } from '@contracts/timesheets/timesheet';
import { Button } from '@/components/ui/button';
import { ConfirmAction } from '@/components/ui/confirm-action';
import { useAction } from '@/lib/use-action';
import { approveEntries, submitEntries } from '../api/change-status';
import { timesheetKey } from '../api/paths';

interface Move {
  /** The entries it moves, counted to show the button. */
  from: TEntryStatus;
  label: string;
  icon: ReactNode;
  variant: 'default' | 'outline';
  title: string;
  description: string;
  confirmLabel: string;
  run: (calendarId: string, request: TStatusRequest) => Promise<{ changed: number }>;
  done: (changed: number) => string;
  failed: string;
}

/** Submit (drafts become final), then approve once the client has signed them off (spec §4). */
const MOVES: Move[] = [
  {
    from: 'draft',
    label: 'Submit period',
    icon: <Send aria-hidden />,
    variant: 'default',
    title: 'Submit this period?',
    description: timesheetMessages.submitConfirm,
    confirmLabel: 'Submit',
    run: submitEntries,
    done: timesheetMessages.submitted,
    failed: timesheetMessages.submitFailed,
  },
  {
    from: 'submitted',
    label: 'Mark approved',
    icon: <BadgeCheck aria-hidden />,
    variant: 'outline',
    title: 'Mark as approved?',
    description: timesheetMessages.approveConfirm,
    confirmLabel: 'Mark approved',
    run: approveEntries,
    done: timesheetMessages.approved,
    failed: timesheetMessages.approveFailed,
  },
];

/** The period's status moves, each asked first and shown only when it has entries to move. */
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
  return (
    <div className="flex flex-wrap gap-2">
      {MOVES.filter((move) => counts[move.from] > 0).map((move) => (
        <ConfirmAction
          key={move.from}
          trigger={
            <Button size="sm" variant={move.variant} disabled={busy}>
              {move.icon}
              {move.label} ({counts[move.from]})
            </Button>
          }
          title={move.title}
          description={move.description}
          confirmLabel={move.confirmLabel}
          destructive={false}
          onConfirm={() =>
            void act({
              run: () => move.run(calendarId, period),
              success: (result) => move.done(result.changed),
              error: move.failed,
              revalidate: [timesheetKey(calendarId)],
            })
          }
        />
      ))}
    </div>
  );
}
