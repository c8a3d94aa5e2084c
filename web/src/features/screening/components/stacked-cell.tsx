import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/**
 * A table cell that becomes a "name value" line of a card below the `md` breakpoint, where the
 * columns cannot fit a phone's width; from `md` up it is an ordinary cell under its header.
 */
export function StackedCell({
  column,
  numeric = false,
  className,
  children,
}: {
  column: string;
  numeric?: boolean;
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
      <span className="min-w-0 break-words">{children}</span>
    </td>
  );
}

/** The header row of a stacked table: shown from `md` up only. */
export function StackedHead({
  columns,
}: {
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

/** The classes of a row: a bordered card below `md`, a table row above. */
export const stackedRow =
  'grid rounded-lg border py-2 md:table-row md:rounded-none md:border-0 md:border-t md:py-0';
