import { useId } from 'react';
import type { TClientOverview } from '@contracts/home/client-overview';
import { cn } from '@/lib/cn';
import { burnText } from '../lib/client-overview';

/**
 * This month's agreed hours used: the figures in words and a small bar. Beyond 100 % the bar is
 * full and turns to the warning colour, while the words still say how far.
 */
export function MonthBurn({ burn }: { burn: NonNullable<TClientOverview['burn']> }) {
  const labelId = useId();
  const over = burn.percent > 100;
  return (
    <div className="grid gap-1.5">
      <span id={labelId} className={cn('tabular-nums', over && 'font-semibold text-destructive')}>
        {burnText(burn)}
      </span>
      <div
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={Math.max(100, burn.percent)}
        aria-valuenow={burn.percent}
        className="h-1.5 overflow-hidden rounded-full bg-muted"
      >
        <div
          className={cn('h-full rounded-full', over ? 'bg-destructive' : 'bg-primary')}
          style={{ width: `${Math.min(100, Math.max(0, burn.percent))}%` }}
        />
      </div>
    </div>
  );
}
