import { useId } from 'react';
import { Link } from 'react-router';
import MessageSquareWarning from 'lucide-react/icons/message-square-warning';
import Send from 'lucide-react/icons/send';
import { formatCount } from '@contracts/format-count';
import type { TTimesheetPeriod } from '@contracts/timesheets/period-approval';
import { timesheetRoutes } from '@contracts/timesheets/routes';
import { routePath } from '@contracts/route';
import { formatDuration, formatMoney } from '@domain/timesheets/money';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { INVOICES_PAGE, IssueInvoiceButton } from '@/features/invoices/issue-invoice';
import { errorMessage } from '@/lib/error-message';
import { useAction } from '@/lib/use-action';
import { sendPeriod } from '../api/period-actions';
import { clientLabel } from '../lib/client-label';
import { formatDate } from '../lib/display';
import { approvalSummary, currencyOf } from '../lib/period-display';
import { PeriodHistory } from './period-history';
import { PeriodStateBadge } from './period-state-badge';
import { ReopenPeriodDialog } from './reopen-period-dialog';

/**
 * One submitted period: its days, where it stands, what it holds, to whom its approval link went,
 * the client's sign-off or query, and its history. `timeZone` is the booking page's: times are
 * shown on its clock.
 */
export function PeriodCard({
  bookingPageId,
  period,
  timeZone,
  client,
}: {
  bookingPageId: string;
  period: TTimesheetPeriod;
  timeZone: string;
  /** The page's client as Billing settings have them now: named when the link went to them. */
  client?: { name: string; email: string };
}) {
  const headingId = useId();
  const { totals } = period;
  const entries = `${formatCount(period.entryCount)} ${period.entryCount === 1 ? 'entry' : 'entries'}`;
  return (
    <Card
      className="grid gap-4 p-5"
      role="region"
      aria-labelledby={headingId}
      data-testid="timesheet-period"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid min-w-0 gap-1">
          <h3 id={headingId} className="font-semibold">
            {formatDate(period.startDate)} – {formatDate(period.endDate)}
          </h3>
          <p className="text-sm text-muted-foreground tabular-nums">
            {entries} · {formatDuration(totals.billableMinutes)} billable ·{' '}
            {formatMoney(totals.billableAmountPence, currencyOf(period.currency))}
          </p>
        </div>
        <PeriodStateBadge state={period.state} />
      </div>

      <div className="grid gap-1 text-sm break-words">
        <p>
          {period.sentTo
            ? `Sent to ${sentToOf(period.sentTo, client)}`
            : 'Not e-mailed to the client'}
        </p>
        {period.approval && <p>{approvalSummary(period.approval, timeZone)}</p>}
      </div>

      {period.state === 'queried' && (
        <div
          role="note"
          aria-label="The client's query"
          className="grid gap-1 rounded-md border border-red-300 bg-red-50 p-3 text-red-950 dark:border-red-800 dark:bg-red-950/40 dark:text-red-50"
        >
          <p className="flex items-center gap-2 font-medium">
            <MessageSquareWarning aria-hidden className="size-4 shrink-0" />
            The client asked for changes
          </p>
          {period.query && (
            <blockquote className="break-words whitespace-pre-wrap">{period.query}</blockquote>
          )}
          <p className="text-sm">Edit the entries and submit the period again</p>
        </div>
      )}

      <PeriodHistory history={period.history} timeZone={timeZone} />
      <PeriodActions bookingPageId={bookingPageId} period={period} />
    </Card>
  );
}

/**
 * Whom the link went to: the client by name, with the address, while the settings' address is
 * still the one it went to (a name given later for another address would misname it).
 */
const sentToOf = (sentTo: string, client?: { name: string; email: string }) =>
  client && client.email.toLowerCase() === sentTo.toLowerCase()
    ? clientLabel(client.name, sentTo)
    : sentTo;

/** What the consultant can do with the period in its state. */
function PeriodActions({
  bookingPageId,
  period,
}: {
  bookingPageId: string;
  period: TTimesheetPeriod;
}) {
  const { act, busy } = useAction();
  if (period.state === 'submitted')
    return (
      <div className="flex flex-wrap gap-2">
        <ReopenPeriodDialog period={period} disabled={busy} />
        <Button
          size="sm"
          variant="outline"
          disabled={busy}
          onClick={() =>
            void act({
              run: () => sendPeriod(bookingPageId, period.id),
              success: (sent) => sent.message,
              // The server says why (no client address, the period moved on).
              error: (error) => errorMessage(error),
              revalidate: [routePath(timesheetRoutes.listPeriods, { id: bookingPageId })],
            })
          }
        >
          <Send aria-hidden />
          Send again
        </Button>
      </div>
    );
  if (period.state !== 'approved') return null;
  // An approved period is billed once; a credited invoice frees it for a new one.
  return (
    <div className="flex flex-wrap items-center gap-2">
      {period.invoiceId ? (
        <Link className="text-sm font-medium underline underline-offset-4" to={INVOICES_PAGE}>
          Invoiced as {period.invoiceId}
        </Link>
      ) : (
        <IssueInvoiceButton period={period} />
      )}
    </div>
  );
}
