import type { ReactNode, Ref } from 'react';
import Check from 'lucide-react/icons/check';
import { selectionSummary as summary, toggleChoice as toggled } from '@/lib/choices';
import { cn } from '@/lib/cn';

/**
 * A multi-select as chips (spec §2: chips toggle on click): each option is a toggle button
 * (`aria-pressed`), so Tab reaches it and Space or Enter switches it. The selection keeps the
 * option list's order, so the same choice always sends the same list.
 */
export function ChipGroup<T extends string>({
  id,
  legend,
  hideLegend = false,
  hint = 'Choose all that apply',
  options,
  value,
  onChange,
  onBlur,
  error,
  disabled,
  focusRef,
}: {
  id: string;
  legend: ReactNode;
  /** Where a section heading already names the group, the legend is for screen readers only. */
  hideLegend?: boolean;
  /** Shown while nothing is chosen; then the count of chosen options. */
  hint?: string;
  options: readonly T[];
  value: readonly T[];
  onChange: (value: T[]) => void;
  onBlur?: () => void;
  error?: string;
  disabled?: boolean;
  /** Gets the first chip, so a failed submit can bring the focus here. */
  focusRef?: Ref<HTMLButtonElement>;
}) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <fieldset
      id={id}
      className="grid gap-3"
      aria-describedby={error ? `${errorId} ${hintId}` : hintId}
    >
      <legend className={cn('mb-3 text-sm leading-none font-medium', hideLegend && 'sr-only')}>
        {legend}
      </legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option, index) => {
          const on = value.includes(option);
          return (
            <button
              key={option}
              ref={index === 0 ? focusRef : undefined}
              type="button"
              aria-pressed={on}
              disabled={disabled}
              onClick={() => onChange(toggled(options, value, option))}
              onBlur={onBlur}
              className={cn(
                'inline-flex min-h-9 cursor-pointer items-center gap-1.5 rounded-full border px-3 py-1.5 text-left text-sm transition-colors disabled:cursor-not-allowed disabled:opacity-50',
                on
                  ? 'border-primary bg-primary text-primary-foreground hover:bg-primary/90'
                  : 'border-input bg-background hover:bg-accent hover:text-accent-foreground',
                error && !on && 'border-destructive/60',
              )}
            >
              {on && <Check className="size-3.5 shrink-0" aria-hidden />}
              {option}
            </button>
          );
        })}
      </div>
      <p id={hintId} className="text-xs text-muted-foreground">
        {summary(value.length, hint)}
      </p>
      {error && (
        <p id={errorId} className="text-sm text-destructive">
          {error}
        </p>
      )}
    </fieldset>
  );
}
