import type { ReactNode } from 'react';
import { Label } from './label';

export interface FieldA11y {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/**
 * A label, the control, its hint and its inline error. `field` is what the contract-form helper
 * gives (lib/forms/use-contract-form.ts); the render prop receives the control's props together
 * with the ids that tie the label, hint and error to it.
 */
export function FormField<P extends object>({
  field: { id, error, input },
  label,
  hint,
  children,
}: {
  field: { id: string; error?: string; input: P };
  label: ReactNode;
  hint?: ReactNode;
  children: (control: P & FieldA11y) => ReactNode;
}) {
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy =
    [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      {children({
        ...input,
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy,
      })}
      {hint && (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
