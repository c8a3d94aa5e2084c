import type { ReactNode } from 'react';
import type { ContractField } from '@/lib/forms/use-contract-form';
import { cn } from '@/lib/cn';

/**
 * A single choice as a group of radio cards: arrow keys move between them, and the group's
 * message shows after a failed submit.
 */
export function ChoiceCards<T extends string>({
  field: { id, error, input },
  legend,
  options,
  labels,
  descriptions,
  className,
}: {
  field: ContractField;
  legend: ReactNode;
  options: readonly T[];
  labels: Record<T, string>;
  descriptions?: Partial<Record<T, string>>;
  /** The grid of cards, e.g. its columns. */
  className?: string;
}) {
  const errorId = `${id}-error`;
  return (
    <fieldset id={id} className="grid gap-3" aria-describedby={error ? errorId : undefined}>
      <legend className="mb-3 text-sm leading-none font-medium">{legend}</legend>
      <div className={cn('grid gap-2', className)}>
        {options.map((option) => (
          <label
            key={option}
            className={cn(
              'flex cursor-pointer items-start gap-3 rounded-md border p-3 text-sm transition-colors hover:bg-accent/50 has-[:checked]:border-primary has-[:checked]:bg-accent',
              error && 'border-destructive/60',
            )}
          >
            <input
              {...input}
              id={`${id}-${option}`}
              type="radio"
              value={option}
              aria-invalid={error ? true : undefined}
              className="mt-0.5 size-4 shrink-0 accent-[var(--primary)]"
            />
            <span className="grid gap-1">
              <span className="font-medium">{labels[option]}</span>
              {descriptions?.[option] && (
                <span className="text-muted-foreground">{descriptions[option]}</span>
              )}
            </span>
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className="text-sm text-destructive">
          {error}
        </p>
      )}
    </fieldset>
  );
}
