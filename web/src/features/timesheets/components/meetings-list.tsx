import type { TTimesheetMeeting } from '@contracts/timesheets/timesheet';
import { formatDuration, formatMoney, type Currency } from '@domain/timesheets/money';
import { formatDay, formatTime } from '../lib/display';
import { lineElementId } from '../lib/line-pages';

/** What a meeting bills: its amount at the page's rate, or that it is not billed. */
const billedText = (m: TTimesheetMeeting, currency: Currency) =>
  m.billable && m.amountPence !== null && m.amountPence !== undefined
    ? `Billable: ${formatMoney(m.amountPence, currency)} at ${formatMoney(m.ratePence ?? 0, currency)}/h`
    : 'Billable: No';

/**
 * The period's meetings: they count toward total time (spec §9), and toward the amount when the
 * page bills meetings at its rate (Billing settings); each says what it bills.
 */
export function MeetingsList({
  meetings,
  timeZone,
  currency,
}: {
  meetings: TTimesheetMeeting[];
  timeZone: string;
  currency: Currency;
}) {
  if (meetings.length === 0)
    return <p className="text-sm text-muted-foreground">No meetings in this period</p>;
  return (
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
            <span data-testid="meeting-billed">{billedText(m, currency)}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
