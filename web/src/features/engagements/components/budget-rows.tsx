import type { TBudgetRow } from '@contracts/engagements/budget';
import { hoursText, monthLabel } from '../lib/budget-display';

/** The month's used time by what it was: each workstream, time in none, and meetings. */
export function BudgetRows({ rows, month }: { rows: TBudgetRow[]; month: string }) {
  if (rows.length === 0)
    return <p className="text-sm text-muted-foreground">No time counted in {monthLabel(month)}.</p>;
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">Time used in {monthLabel(month)}, by workstream</caption>
      <thead className="text-left text-xs text-muted-foreground uppercase">
        <tr>
          <th scope="col" className="py-2 pr-3 font-medium">
            Workstream
          </th>
          <th scope="col" className="py-2 text-right font-medium">
            Hours
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.workstreamId ?? row.kind} className="border-t">
            <th scope="row" className="py-2 pr-3 text-left font-normal break-words">
              {row.name}
            </th>
            <td className="py-2 text-right whitespace-nowrap tabular-nums">
              {hoursText(row.minutes)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
