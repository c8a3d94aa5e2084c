import type { TCriterionScore } from '@contracts/applications/matching';
import { cn } from '@/lib/cn';
import { formatPoints, totalPoints } from '../../lib/matching';
import { CardTableCell, CardTableHead, cardTableRow } from '@/components/ui/card-table';
import { OutcomeBadge } from './outcome-badge';

const COLUMNS = [
  { label: 'Criterion' },
  { label: 'Weight', numeric: true },
  { label: 'Points', numeric: true },
  { label: 'Outcome' },
  { label: 'Matched' },
  { label: 'Missing' },
  { label: 'Detail' },
] as const;

const listed = (values: string[]) => (values.length > 0 ? values.join(', ') : '—');

/** How a candidate's score was reached, criterion by criterion; the total is the score. */
export function BreakdownTable({ name, criteria }: { name: string; criteria: TCriterionScore[] }) {
  const weights = criteria.reduce((sum, c) => sum + c.weight, 0);
  return (
    <div className="md:overflow-x-auto md:rounded-lg md:border">
      <table className="w-full text-sm md:min-w-[52rem]">
        <caption className="sr-only">Score breakdown of {name}</caption>
        <CardTableHead columns={COLUMNS} />
        <tbody className="grid gap-3 md:table-row-group">
          {criteria.map((c) => (
            <tr key={c.criterion} className={cardTableRow}>
              <CardTableCell column="Criterion" className="font-medium">
                {c.label}
              </CardTableCell>
              <CardTableCell column="Weight" numeric>
                {c.weight}
              </CardTableCell>
              <CardTableCell column="Points" numeric>
                {formatPoints(c.points)}
              </CardTableCell>
              <CardTableCell column="Outcome">
                <OutcomeBadge outcome={c.outcome} />
              </CardTableCell>
              <CardTableCell column="Matched">{listed(c.matched)}</CardTableCell>
              <CardTableCell column="Missing">{listed(c.missing)}</CardTableCell>
              <CardTableCell column="Detail" className="text-muted-foreground">
                {c.detail}
              </CardTableCell>
            </tr>
          ))}
        </tbody>
        <tfoot className="mt-3 block font-semibold md:table-footer-group">
          <tr className={cn(cardTableRow, 'border-2 md:border-t-2')}>
            <th scope="row" className="px-3 py-1 text-left md:py-2">
              Total
            </th>
            <CardTableCell column="Weight" numeric>
              {weights}
            </CardTableCell>
            <CardTableCell column="Points" numeric>
              <span data-testid="breakdown-total">{formatPoints(totalPoints(criteria))}</span>
            </CardTableCell>
            <td colSpan={4} className="max-md:hidden" />
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
