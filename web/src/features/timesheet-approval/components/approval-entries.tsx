import type { ReactNode } from 'react';
import type { TApprovalLine } from '@contracts/timesheets/period-approval';
import { formatDuration, formatMoney, type Currency } from '@domain/timesheets/money';
import { CardTableCell } from '@/components/ui/card-table';
import { LinesHead, LineWhenCells, rateOf } from '@/features/timesheets/period-view';

const COLUMNS = [
  { label: 'Date' },
  { label: 'Time' },
  { label: 'Description' },
  { label: 'Duration', numeric: true },
  { label: 'Rate', numeric: true },
  { label: 'Amount', numeric: true },
] as const;
type ColumnLabel = (typeof COLUMNS)[number]['label'];

/** A billable line's figure, or why it has none. */
const amountOf = (line: TApprovalLine, currency: Currency) =>
  !line.billable
    ? 'Not billable'
    : line.amountPence !== null
      ? formatMoney(line.amountPence, currency)
      : 'No rate';

/** One cell, under its column's name. */
function Cell(props: { column: ColumnLabel; className?: string; children: ReactNode }) {
  const numeric = COLUMNS.some((c) => c.label === props.column && 'numeric' in c);
  return <CardTableCell {...props} numeric={numeric} />;
}

/**
 * What the lines add up to. The page lists every entry of the period, so their own sums are the
 * entries' total; the period's totals (the cards) count billed meetings too, and stay as approved.
 */
const entriesTotal = (entries: TApprovalLine[]) => ({
  minutes: entries.reduce((sum, line) => sum + line.durationMinutes, 0),
  amountPence: entries.reduce(
    (sum, line) => sum + (line.billable ? (line.amountPence ?? 0) : 0),
    0,
  ),
});

/**
 * The period's time entries exactly as the server answered them (the export's lines and
 * figures), on the booking page's clock; the footer is the entries' own total.
 */
export function ApprovalEntries({
  entries,
  timeZone,
  currency,
}: {
  entries: TApprovalLine[];
  timeZone: string;
  currency: Currency;
}) {
  if (entries.length === 0)
    return <p className="text-sm text-muted-foreground">No time entries in this period</p>;
  return (
    <div className="md:overflow-x-auto md:rounded-lg md:border">
      <table className="w-full text-sm md:min-w-[40rem]">
        <caption className="sr-only">Time entries of the period</caption>
        <LinesHead columns={COLUMNS} />
        <tbody className="grid gap-3 md:table-row-group">
          {entries.map((line, index) => (
            <tr
              // Lines carry no ids: the list is the period's, as answered, and never reorders.
              key={`${line.startTime}-${index}`}
              className="grid rounded-lg border py-2 align-top md:table-row md:rounded-none md:border-0 md:border-t md:py-0"
              data-testid="approval-entry"
            >
              <LineWhenCells line={line} timeZone={timeZone} />
              <Cell column="Duration">{formatDuration(line.durationMinutes)}</Cell>
              <Cell column="Rate">{rateOf(line, currency)}</Cell>
              <Cell column="Amount">{amountOf(line, currency)}</Cell>
            </tr>
          ))}
        </tbody>
        <EntriesFooter {...entriesTotal(entries)} currency={currency} />
      </table>
    </div>
  );
}

function EntriesFooter({
  minutes,
  amountPence,
  currency,
}: {
  minutes: number;
  amountPence: number;
  currency: Currency;
}) {
  return (
    <tfoot className="mt-3 block font-semibold md:table-footer-group">
      <tr className="grid rounded-lg border-2 py-2 md:table-row md:rounded-none md:border-0 md:border-t-2 md:py-0">
        <th scope="row" colSpan={3} className="px-3 py-1 text-left md:py-2">
          Entries total
        </th>
        <Cell column="Duration">{formatDuration(minutes)}</Cell>
        <td className="max-md:hidden" />
        <Cell column="Amount">{formatMoney(amountPence, currency)}</Cell>
      </tr>
    </tfoot>
  );
}
