import TriangleAlert from 'lucide-react/icons/triangle-alert';
import { cn } from '@/lib/cn';

/**
 * One figure of the budget, a term and its value, with an optional note under it. Highlighted
 * (the overage) by colour, border and an icon, as colour alone says nothing to some.
 */
export function BudgetFigure({
  label,
  note,
  highlight = false,
  children,
}: {
  label: string;
  note?: string;
  highlight?: boolean;
  children: string;
}) {
  return (
    <div className={cn('grid gap-1 rounded-md border p-3', highlight && 'border-destructive/60')}>
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd
        className={cn(
          'flex items-center gap-1.5 text-lg font-semibold tabular-nums',
          highlight && 'text-destructive',
        )}
      >
        {highlight && <TriangleAlert className="size-4 shrink-0" aria-hidden />}
        {children}
      </dd>
      {note && <dd className="text-xs text-muted-foreground">{note}</dd>}
    </div>
  );
}
