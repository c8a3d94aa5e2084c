import type { ReactNode } from 'react';
import { Link } from 'react-router';
import Pencil from 'lucide-react/icons/pencil';
import Trash2 from 'lucide-react/icons/trash-2';
import { entryMessages, type TTimeEntry } from '@contracts/timesheets/entry';
import { formatDuration, formatMoney, type Currency } from '@domain/timesheets/money';
import { Button } from '@/components/ui/button';
import { IconButton } from '@/components/ui/icon-button';
import { ConfirmAction } from '@/components/ui/confirm-action';
import { cn } from '@/lib/cn';
import { useAction } from '@/lib/use-action';
import { deleteEntry } from '../api/delete-entry';
import { timesheetKey } from '../api/get-timesheet';
import { rateOf } from '../lib/display';
import { lineElementId } from '../lib/line-pages';
import { findWorkstream, type Workstream } from '../lib/workstreams';
import { CardTableCell } from '@/components/ui/card-table';
import { LinesHead, LineWhenCells } from './line-cell';
import { StatusBadge } from './status-badge';

const amountOf = (entry: TTimeEntry, currency: Currency) =>
  entry.amountPence !== null
    ? formatMoney(entry.amountPence, currency)
    : entry.billable
      ? 'No rate'
      : '—';

/** The columns, in order; a cell repeats its column's name where the header is not shown. */
const COLUMNS = [
  { label: 'Date' },
  { label: 'Time' },
  { label: 'Description' },
  { label: 'Duration', numeric: true },
  { label: 'Billable' },
  { label: 'Rate', numeric: true },
  { label: 'Amount', numeric: true },
  { label: 'Status' },
] as const;

type ColumnLabel = (typeof COLUMNS)[number]['label'];
const isNumeric = (label: ColumnLabel) => COLUMNS.some((c) => c.label === label && 'numeric' in c);

/** One cell, under its column's name. */
function Cell(props: {
  column: ColumnLabel;
  testId?: string;
  className?: string;
  children: ReactNode;
}) {
  return <CardTableCell {...props} numeric={isNumeric(props.column)} />;
}

/** What the entries of a period add up to, meetings left out. */
export interface EntriesTotal {
  minutes: number;
  amountPence: number;
}

/**
 * The period's entries shown so far, newest first, each with what it earns; the footer shows
 * what the whole period's entries add up to (the totals cards above count meetings too). Only drafts can be edited or deleted (the server enforces it too).
 * `onDeleted` lets the page move keyboard focus somewhere sensible once the row has gone.
 */
export function EntriesTable({
  bookingPageId,
  timeZone,
  currency,
  workstreams = [],
  entries,
  total,
  onDeleted,
}: {
  bookingPageId: string;
  timeZone: string;
  /** The booking page's: every amount of it is in this currency. */
  currency: Currency;
  /** The page's engagement's, naming each entry's workstream (none: not linked). */
  workstreams?: readonly Workstream[];
  entries: TTimeEntry[];
  /** The whole period's entries, not only those shown so far. */
  total: EntriesTotal;
  onDeleted?: () => void;
}) {
  const { act, busy } = useAction();
  const remove = async (entry: TTimeEntry) => {
    const result = await act({
      run: () => deleteEntry(bookingPageId, entry.id),
      success: entryMessages.deleted,
      error: entryMessages.deleteFailed,
      revalidate: [timesheetKey(bookingPageId)],
    });
    if (result.ok) onDeleted?.();
  };
  // An id the engagement no longer has names nothing to show.
  const workstreamOf = (entry: TTimeEntry) => {
    const workstream = findWorkstream(workstreams, entry.workstreamId);
    return workstream && `Workstream: ${workstream.name}`;
  };
  const editPath = (entry: TTimeEntry) =>
    `/timesheets/entries/${encodeURIComponent(entry.id)}/edit?calendar=${encodeURIComponent(bookingPageId)}`;

  return (
    <div className="md:overflow-x-auto md:rounded-lg md:border">
      <table className="w-full text-sm md:min-w-[48rem]">
        <caption className="sr-only">Time entries of the period, newest first</caption>
        <LinesHead columns={COLUMNS} actions />
        <tbody className="grid gap-3 md:table-row-group">
          {entries.map((entry) => (
            <tr
              key={entry.id}
              // Focusable from code, for when "Load more" goes with the page that added it.
              id={lineElementId('entries', entry.id)}
              tabIndex={-1}
              className="grid rounded-lg border py-2 align-top md:table-row md:rounded-none md:border-0 md:border-t md:py-0"
              data-testid="time-entry"
            >
              <LineWhenCells line={entry} timeZone={timeZone} detail={workstreamOf(entry)} />
              <Cell column="Duration">{formatDuration(entry.durationMinutes)}</Cell>
              <Cell column="Billable">{entry.billable ? 'Yes' : 'No'}</Cell>
              <Cell column="Rate">{rateOf(entry, currency)}</Cell>
              <Cell column="Amount">{amountOf(entry, currency)}</Cell>
              <Cell column="Status">
                <StatusBadge status={entry.status} />
              </Cell>
              <td className={cn('px-3 pt-1 md:py-2', entry.status !== 'draft' && 'max-md:hidden')}>
                {entry.status === 'draft' && (
                  <div className="flex gap-1 md:justify-end">
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
                        <IconButton
                          variant="ghost"
                          label={`Delete ${entry.description}`}
                          icon={Trash2}
                          disabled={busy}
                        />
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
        <tfoot className="mt-3 block font-semibold md:table-footer-group">
          <tr className="grid rounded-lg border-2 py-2 md:table-row md:rounded-none md:border-0 md:border-t-2 md:py-0">
            <th scope="row" colSpan={3} className="px-3 py-1 text-left md:py-2">
              Entries total
            </th>
            <Cell column="Duration">{formatDuration(total.minutes)}</Cell>
            <td colSpan={2} className="max-md:hidden" />
            <Cell column="Amount" testId="entries-amount-total">
              {formatMoney(total.amountPence, currency)}
            </Cell>
            <td colSpan={2} className="max-md:hidden" />
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
