import { useId } from 'react';
import { cn } from '@/lib/cn';

/**
 * How much of the month's agreed hours is used, as a bar. Beyond 100 % the bar is full and
 * turns to the warning colour; the percent is written beside it and read out, so neither the
 * colour nor the bar alone carries it.
 */
export function BurnBar({ percent, over }: { percent: number; over: boolean }) {
  const labelId = useId();
  return (
    <div className="grid gap-2">
      <div className="flex justify-between gap-2 text-sm text-muted-foreground">
        <span id={labelId}>Agreed hours used</span>
        <span className={cn('tabular-nums', over && 'font-semibold text-destructive')}>
          {percent}%
        </span>
      </div>
      <div
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        // Overage reads past the end rather than as a full bar's 100 %.
        aria-valuemax={Math.max(100, percent)}
        aria-valuenow={percent}
        aria-valuetext={`${percent}% of the agreed hours used`}
        className="h-2 overflow-hidden rounded-full bg-muted"
      >
        <div
          className={cn('h-full rounded-full', over ? 'bg-destructive' : 'bg-primary')}
          style={{ width: `${Math.min(100, percent)}%` }}
        />
      </div>
    </div>
  );
}
