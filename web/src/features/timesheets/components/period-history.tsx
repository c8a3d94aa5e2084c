import { PERIOD_ACTION_LABELS, type TPeriodEvent } from '@contracts/timesheets/period-approval';
import { formatDateTime } from '../lib/period-display';

/**
 * Every move of a period, oldest first, folded away until asked for: who, when, and why; an
 * approval with the SHA-256 of what the client approved, which its invoices bill.
 */
export function PeriodHistory({
  history,
  timeZone,
}: {
  history: TPeriodEvent[];
  timeZone: string;
}) {
  if (history.length === 0) return null;
  return (
    <details className="text-sm">
      <summary className="w-fit cursor-pointer rounded-sm font-medium focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none">
        History ({history.length})
      </summary>
      <ol className="mt-3 grid gap-3 border-l pl-4">
        {history.map((event, index) => (
          // A history only grows, and its moves have no ids of their own.
          <li key={`${event.at}-${index}`} className="grid gap-0.5">
            <p>
              <span className="font-medium">{PERIOD_ACTION_LABELS[event.action]}</span>
              <span className="text-muted-foreground">
                {' · '}
                <time dateTime={event.at}>{formatDateTime(event.at, timeZone)}</time>
              </span>
            </p>
            <p className="break-words text-muted-foreground">
              {event.name ? `${event.email}, ${event.name}` : event.email}
              {event.ipAddress && ` · from ${event.ipAddress}`}
            </p>
            {event.note && <p className="break-words whitespace-pre-wrap">{event.note}</p>}
            {event.approvedSha256 && (
              <p className="text-muted-foreground">
                Approved timesheet SHA-256:{' '}
                <code className="font-mono text-xs break-all">{event.approvedSha256}</code>
              </p>
            )}
          </li>
        ))}
      </ol>
    </details>
  );
}
