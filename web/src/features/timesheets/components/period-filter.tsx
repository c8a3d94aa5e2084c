import { useId, useState } from 'react';
import { PERIOD_KINDS, PERIOD_LABELS, type TPeriodFilter } from '@contracts/timesheets/period';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { periodProblem } from '../lib/period-params';

/**
 * This week (from Monday), this month, or a custom range of days (spec §9). A custom range is
 * applied with its button, so half-typed dates never reload the list.
 */
export function PeriodFilter({
  value,
  onChange,
  defaultRange,
}: {
  value: TPeriodFilter;
  onChange: (filter: TPeriodFilter) => void;
  /** The days a new custom range starts with: the period on screen. */
  defaultRange: { startDate: string; endDate: string };
}) {
  const id = useId();
  const [custom, setCustom] = useState(() =>
    value.period === 'custom'
      ? { startDate: value.startDate ?? '', endDate: value.endDate ?? '' }
      : defaultRange,
  );
  const [problem, setProblem] = useState<string>();
  const current = value.period ?? 'this-week';

  const applyCustom = () => {
    const next: TPeriodFilter = { period: 'custom', ...custom };
    const why = periodProblem(next);
    setProblem(why);
    if (!why) onChange(next);
  };

  return (
    <div className="grid gap-3">
      <div role="group" aria-label="Period" className="flex flex-wrap gap-2">
        {PERIOD_KINDS.map((kind) => (
          <Button
            key={kind}
            type="button"
            size="sm"
            variant={current === kind ? 'default' : 'outline'}
            aria-pressed={current === kind}
            onClick={() => (kind === 'custom' ? applyCustom() : onChange({ period: kind }))}
          >
            {PERIOD_LABELS[kind]}
          </Button>
        ))}
      </div>
      <form
        className="flex flex-wrap items-end gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          applyCustom();
        }}
        noValidate
      >
        <div className="grid gap-1">
          <Label htmlFor={`${id}-from`}>From</Label>
          <Input
            id={`${id}-from`}
            type="date"
            value={custom.startDate}
            onChange={(e) => setCustom((c) => ({ ...c, startDate: e.target.value }))}
          />
        </div>
        <div className="grid gap-1">
          <Label htmlFor={`${id}-to`}>To</Label>
          <Input
            id={`${id}-to`}
            type="date"
            value={custom.endDate}
            onChange={(e) => setCustom((c) => ({ ...c, endDate: e.target.value }))}
          />
        </div>
        <Button type="submit" size="sm" variant="secondary">
          Show range
        </Button>
        {problem && (
          <p role="alert" className="w-full text-sm text-destructive">
            {problem}
          </p>
        )}
      </form>
    </div>
  );
}
