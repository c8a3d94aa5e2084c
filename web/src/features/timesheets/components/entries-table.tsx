import { Link } from 'react-router';
import Pencil from 'lucide-react/icons/pencil';
import Trash2 from 'lucide-react/icons/trash-2';
import { entryMessages, type TTimeEntry } from '@contracts/timesheets/entry';
import type { TTimesheetTotals } from '@contracts/timesheets/timesheet';
import { formatDuration, formatPounds } from '@domain/timesheets/money';
import { Button } from '@/components/ui/button';
import { ConfirmAction } from '@/components/ui/confirm-action';
import { useAction } from '@/lib/use-action';
import { deleteEntry } from '../api/delete-entry';
import { timesheetKey } from '../api/paths';
import { formatDay, formatTime } from '../lib/display';
import { StatusBadge } from './status-badge';

const amountOf = (entry: TTimeEntry) =>
  entry.amountPence !== null ? formatPounds(entry.amountPence) : entry.billable ? 'No rate' : '—';

/**
 * The period's entries, newest first, each with what it earns; the footer repeats the totals so
 * the lines visibly add up. Only drafts can be edited or deleted (the server enforces it too).
 */
export function EntriesTable({
  calendarId,
  timeZone,
  entries,
  totals,
}: {
  calendarId: string;
  timeZone: string;
  entries: TTimeEntry[];
  totals: TTimesheetTotals;
}) {
  const { act, busy } = useAction();
  const remove = (entry: TTimeEntry) =>
    act({
      run: () => deleteEntry(calendarId, entry.id),
      success: entryMessages.deleted,
      error: entryMessages.deleteFailed,
      revalidate: [timesheetKey(calendarId)],
    });
  const editPath = (entry: TTimeEntry) =>
    `/timesheets/entries/${encodeURIComponent(entry.id)}/edit?calendar=${encodeURIComponent(calendarId)}`;

  return (
    <div className="overflow-x-auto rounded-lg border">
      <table className="w-full min-w-[44rem] text-sm">
        <caption className="sr-only">Time entries of the period, newest first</caption>
        <thead className="bg-muted/50 text-left text-xs text-muted-foreground uppercase">
          <tr>
            <th scope="col" className="px-3 py-2 font-medium">
              Date
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              Time
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              Description
            </th>
            <th scope="col" className="px-3 py-2 text-right font-medium">
              Duration
            </th>
            <th scope="col" className="px-3 py-2 text-right font-medium">
              Rate
            </th>
            <th scope="col" className="px-3 py-2 text-right font-medium">
              Amount
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              Status
            </th>
            <th scope="col" className="px-3 py-2">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id} className="border-t align-top" data-testid="time-entry">
              <td className="px-3 py-2 whitespace-nowrap">
                {formatDay(entry.startTime, timeZone)}
              </td>
              <td className="px-3 py-2 whitespace-nowrap tabular-nums">
                {formatTime(entry.startTime, timeZone)}–{formatTime(entry.endTime, timeZone)}
              </td>
              <td className="px-3 py-2 break-words">
                {entry.description}
                {!entry.billable && (
                  <span className="ml-2 text-xs text-muted-foreground">(not billable)</span>
                )}
              </td>
              <td className="px-3 py-2 text-right tabular-nums">
                {formatDuration(entry.durationMinutes)}
              </td>
              <td className="px-3 py-2 text-right tabular-nums">
                {entry.billable && entry.ratePence !== null
                  ? `${formatPounds(entry.ratePence)}/h`
                  : '—'}
              </td>
              <td className="px-3 py-2 text-right tabular-nums">{amountOf(entry)}</td>
              <td className="px-3 py-2">
                <StatusBadge status={entry.status} />
              </td>
              <td className="px-3 py-2">
                {entry.status === 'draft' && (
                  <div className="flex justify-end gap-1">
                    <Button
                      asChild
                      variant="ghost"
                      size="icon"
                      aria-label={`Edit ${entry.description}`}
                    >
                      <Link to={editPath(entry)}>
                        <Pencil aria-hidden />
                      </Link>
                    </Button>
                    <ConfirmAction
                      trigger={
                        <Button
                          variant="ghost"
                          size="icon"
                          disabled={busy}
                          aria-label={`Delete ${entry.description}`}
                        >
                          <Trash2 aria-hidden />
                        </Button>
                      }
                      title="Delete time entry"
                      description={entryMessages.deleteConfirm}
                      confirmLabel="Delete"
                      onConfirm={() => void remove(entry)}
                    />
                  </div>
                )}
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot className="border-t-2 font-semibold">
          <tr>
            <th scope="row" colSpan={3} className="px-3 py-2 text-left">
              Entries total
            </th>
            <td className="px-3 py-2 text-right tabular-nums">
              {formatDuration(totals.entryMinutes)}
            </td>
            <td />
            <td className="px-3 py-2 text-right tabular-nums" data-testid="entries-amount-total">
              {formatPounds(totals.billableAmountPence)}
            </td>
            <td colSpan={2} />
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
