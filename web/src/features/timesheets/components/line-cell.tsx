import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { formatDay, formatTime } from '../lib/display';

/**
 * One cell of a timesheet's lines, wherever they are listed (the consultant's entries, the
 * client's approval page). Below the `md` breakpoint each row is a card of "name value" lines,
 * since the columns cannot fit a 360 px screen; from `md` up it is an ordinary cell under its
 * header. Numbers line up on the right.
 */
export function LineCell({
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
        'grid grid-cols-[6.5rem_minmax(0,1fr)] gap-2 px-3 py-1 md:table-cell md:py-2',
        numeric && 'tabular-nums md:text-right',
        className,
      )}
    >
      <span className="text-xs text-muted-foreground md:hidden">{column}</span>
      <span data-testid={testId}>{children}</span>
    </td>
  );
}

/** The column headers of a timesheet's lines, shown from `md` up; numbers' headers on the right. */
export function LinesHead({
  columns,
  actions = false,
}: {
  columns: readonly { label: string; numeric?: boolean }[];
  /** A last, unnamed-on-screen column for each line's buttons. */
  actions?: boolean;
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
            {column.label}
          </th>
        ))}
        {actions && (
          <th scope="col" className="px-3 py-2">
            <span className="sr-only">Actions</span>
          </th>
        )}
      </tr>
    </thead>
  );
}

/** A line's day, its times and its description: the first three cells of every line. */
export function LineWhenCells({
  line,
  timeZone,
}: {
  line: { startTime: string; endTime: string; description: string };
  timeZone: string;
}) {
  return (
    <>
      <LineCell column="Date" className="whitespace-nowrap">
        {formatDay(line.startTime, timeZone)}
      </LineCell>
      <LineCell column="Time" className="whitespace-nowrap tabular-nums">
        {formatTime(line.startTime, timeZone)}–{formatTime(line.endTime, timeZone)}
      </LineCell>
      <LineCell column="Description" className="break-words">
        {line.description}
      </LineCell>
    </>
  );
}
