import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

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
