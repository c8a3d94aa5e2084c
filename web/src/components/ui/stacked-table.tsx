import type { HTMLAttributes, ReactNode, TdHTMLAttributes, ThHTMLAttributes } from 'react';
import { cn } from '@/lib/cn';

/**
 * A table that stays a table from the `md` breakpoint up, and below it shows each row as a card:
 * its cells one under another, each with its column's name beside the value, and the row's
 * actions in full view, so nothing hides past the right edge of a phone. The column headers stay
 * for screen readers, and the roles are written out because a table whose display changes may
 * lose them in some browsers. The label a cell shows on a phone is hidden from screen readers,
 * which hear the column header instead.
 */
export function StackedTable({ className, children, ...props }: HTMLAttributes<HTMLTableElement>) {
  return (
    <table role="table" className={cn('w-full text-sm max-md:block', className)} {...props}>
      {children}
    </table>
  );
}

export function StackedHead({ className, ...props }: HTMLAttributes<HTMLTableSectionElement>) {
  return <thead role="rowgroup" className={cn('max-md:sr-only', className)} {...props} />;
}

export function StackedBody({ className, ...props }: HTMLAttributes<HTMLTableSectionElement>) {
  return <tbody role="rowgroup" className={cn('max-md:grid max-md:gap-3', className)} {...props} />;
}

/** A row: a card of its own on a phone. */
export function StackedRow({ className, ...props }: HTMLAttributes<HTMLTableRowElement>) {
  return (
    <tr
      role="row"
      className={cn(
        'max-md:grid max-md:gap-2 max-md:rounded-lg max-md:border max-md:bg-card max-md:p-4',
        className,
      )}
      {...props}
    />
  );
}

const stackedCell =
  'max-md:flex max-md:min-w-0 max-md:items-baseline max-md:justify-between max-md:gap-4 max-md:p-0 max-md:text-right';

/** The column's name, shown beside the value on a phone only. */
function CellLabel({ children }: { children: ReactNode }) {
  return (
    <span aria-hidden className="shrink-0 text-left font-medium text-muted-foreground md:hidden">
      {children}
    </span>
  );
}

/** A cell; `label` (its column's name) shows beside it on a phone. */
export function StackedCell({
  label,
  className,
  children,
  ...props
}: TdHTMLAttributes<HTMLTableCellElement> & { label?: ReactNode }) {
  return (
    <td role="cell" className={cn(stackedCell, className)} {...props}>
      {label && <CellLabel>{label}</CellLabel>}
      {label ? <span className="min-w-0 max-md:break-words">{children}</span> : children}
    </td>
  );
}

/** The row's heading cell (e.g. an invoice's reference): the card's title on a phone. */
export function StackedRowHeader({ className, ...props }: ThHTMLAttributes<HTMLTableCellElement>) {
  return (
    <th
      role="rowheader"
      scope="row"
      className={cn('max-md:block max-md:p-0 max-md:text-base', className)}
      {...props}
    />
  );
}

/** The row's actions: on a phone, in full view at the card's foot. */
export function StackedActions({ className, ...props }: TdHTMLAttributes<HTMLTableCellElement>) {
  return (
    <td
      role="cell"
      className={cn('max-md:block max-md:border-t max-md:p-0 max-md:pt-3', className)}
      {...props}
    />
  );
}
