import type { TResolvedPeriod } from '@contracts/timesheets/period';
import { periodMessages } from '@contracts/timesheets/period-approval';
import type { TTimesheet, TTimesheetTotals } from '@contracts/timesheets/timesheet';
import { formatDateRange } from '@domain/time/human-dates';
import { formatDuration, formatMoney, type Currency } from '@domain/timesheets/money';

/** What the Submit dialog says of the period it submits. */
export interface SubmitSummaryOf {
  period: Pick<TResolvedPeriod, 'startDate' | 'endDate'>;
  totals: TTimesheetTotals;
  currency: Currency;
  /** The period's billable lines without a rate, counted by the server over the whole period. */
  unrated: TTimesheet['unrated'];
}

/**
 * The Submit dialog's summary: which days, the total and billable time, and the billable amount
 * the client will be asked to approve — and a warning when billable entries have no rate, which
 * would be approved as "No rate" and bill nothing, or when meetings are billed at a rate the page
 * does not have.
 */
export function SubmitSummary({ summary }: { summary: SubmitSummaryOf }) {
  const { totals } = summary;
  return (
    <div className="grid gap-3 text-sm">
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 rounded-lg border p-3">
        <dt className="text-muted-foreground">Period</dt>
        <dd data-testid="submit-period">
          {formatDateRange(summary.period.startDate, summary.period.endDate)}
        </dd>
        <dt className="text-muted-foreground">Total time</dt>
        <dd className="tabular-nums">{formatDuration(totals.totalMinutes)}</dd>
        <dt className="text-muted-foreground">Billable time</dt>
        <dd className="tabular-nums">{formatDuration(totals.billableMinutes)}</dd>
        <dt className="text-muted-foreground">Billable amount</dt>
        <dd className="font-semibold tabular-nums" data-testid="submit-amount">
          {formatMoney(totals.billableAmountPence, summary.currency)}
        </dd>
      </dl>
      {summary.unrated.entries > 0 && (
        <Warning testId="unrated-warning">
          {periodMessages.unratedWarning(summary.unrated.entries)}
        </Warning>
      )}
      {summary.unrated.meetings > 0 && (
        <Warning testId="unrated-meetings-warning">
          {periodMessages.unratedMeetingsWarning(summary.unrated.meetings)}
        </Warning>
      )}
    </div>
  );
}

function Warning({ testId, children }: { testId: string; children: string }) {
  return (
    <p
      className="rounded-md border border-amber-500/60 bg-amber-50 p-2 text-amber-900 dark:bg-amber-950/40 dark:text-amber-200"
      data-testid={testId}
    >
      {children}
    </p>
  );
}
