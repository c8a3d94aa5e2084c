import { Link } from 'react-router';
import type { TTimesheetMeeting } from '@contracts/timesheets/timesheet';
import { formatDuration, formatMoney, type Currency } from '@domain/timesheets/money';
import { formatDay, formatTime } from '../lib/display';
import { lineElementId } from '../lib/line-pages';

/** What a meeting bills: its amount at the page's rate, or that it is not billed (and why). */
const billedText = (m: TTimesheetMeeting, currency: Currency, noRate: boolean) =>
  m.billable && m.amountPence !== null && m.amountPence !== undefined
    ? `Billable: ${formatMoney(m.amountPence, currency)} at ${formatMoney(m.ratePence ?? 0, currency)}/h`
    : noRate
      ? 'Billable: No (no hourly rate)'
      : 'Billable: No';

export const meetingsNoRateHint = {
  text: 'This page bills meetings at its hourly rate, but has none.',
  link: 'Set an hourly rate in Billing settings',
} as const;

/**
 * The period's meetings: they count toward total time (spec §9), and toward the amount when the
 * page bills meetings at its rate (Billing settings); each says what it bills. The owner's
 * timesheet passes `billingSettings` when the page bills meetings but has no rate: its meetings
 * then say why they bill nothing, with a link to where the rate is set. The client's approval
 * page, which shares this list, passes none.
 */
export function MeetingsList({
  meetings,
  timeZone,
  currency,
  billingSettings,
}: {
  meetings: TTimesheetMeeting[];
  timeZone: string;
  currency: Currency;
  /** Where the missing hourly rate is set; only while the page bills meetings without one. */
  billingSettings?: string;
}) {
  if (meetings.length === 0)
    return <p className="text-sm text-muted-foreground">No meetings in this period</p>;
  const noRate = billingSettings !== undefined;
  const list = (
    <ul className="divide-y rounded-lg border">
      {meetings.map((m) => (
        <li
          key={m.id}
          // Focusable from code, for when "Load more" goes with the page that added it.
          id={lineElementId('meetings', m.id)}
          tabIndex={-1}
          className="flex flex-wrap items-baseline justify-between gap-2 px-3 py-2 text-sm"
        >
          <span className="min-w-0 break-words">
            <span className="font-medium">{m.title}</span>
            <span className="text-muted-foreground"> with {m.attendeeName}</span>
          </span>
          <span className="text-muted-foreground tabular-nums">
            {formatDay(m.startTime, timeZone)}, {formatTime(m.startTime, timeZone)}–
            {formatTime(m.endTime, timeZone)} · {formatDuration(m.durationMinutes)} ·{' '}
            <span data-testid="meeting-billed">{billedText(m, currency, noRate)}</span>
          </span>
        </li>
      ))}
    </ul>
  );
  if (!noRate || meetings.every((m) => m.billable)) return list;
  return (
    <div className="grid gap-2">
      {list}
      <p className="text-sm text-muted-foreground" data-testid="meetings-no-rate">
        {meetingsNoRateHint.text}{' '}
        <Link to={billingSettings} className="underline underline-offset-2">
          {meetingsNoRateHint.link}
        </Link>
      </p>
    </div>
  );
}
