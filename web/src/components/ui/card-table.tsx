import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/*
 * A table whose rows turn into cards below the `md` breakpoint, where the columns cannot fit a
 * phone's width: each cell becomes a "name value" line of its card. From `md` up it is an
 * ordinary table under its header row. (Timesheet lines, screening's applications and scores.)
 */

/** The classes of a row: a bordered card below `md`, a table row above. */
export const cardTableRow =
  'grid rounded-lg border py-2 md:table-row md:rounded-none md:border-0 md:border-t md:py-0';

/** The header row, shown from `md` up only; numbers' headers on the right. */
export function CardTableHead({
  columns,
}: {
  /** `srOnly`: a column named for screen readers only, such as a row's buttons. */
  columns: readonly { label: string; numeric?: boolean; srOnly?: boolean }[];
}) {
  return (
    <thead className="hidden bg-muted/50 text-left text-xs text-muted-foreground uppercase md:table-header-group">
      <tr>
        {columns.map((column) => (
          <th
            key={column.label}
            scope="col"
            className={cn('px-3 py-2 font-medium', column.numeric && 'text-right')}
          >
            {column.srOnly ? <span className="sr-only">{column.label}</span> : column.label}
          </th>
        ))}
      </tr>
    </thead>
  );
}

/** One cell, under its column's name on a phone; numbers line up on the right. */
export function CardTableCell({
  column,
  numeric = false,
  testId,
  className,
  children,
}: {
  column: string;
  numeric?: boolean;
  testId?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <td
      className={cn(
        'grid grid-cols-[7rem_minmax(0,1fr)] gap-2 px-3 py-1 md:table-cell md:py-2 md:align-top',
        numeric && 'tabular-nums md:text-right',
        className,
      )}
    >
      <span className="text-xs text-muted-foreground md:hidden">{column}</span>
      <span className="min-w-0 break-words" data-testid={testId}>
        {children}
      </span>
    </td>
  );
}
