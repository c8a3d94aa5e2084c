import type { ReactNode } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { ChipGroup } from '@/components/ui/chip-group';

/** A chip group bound to a list field of a contract form; its message shows after a submit. */
export function ChipsField<T extends FieldValues, U extends FieldValues, O extends string>({
  control,
  name,
  id,
  legend,
  hideLegend,
  hint,
  options,
  disabled,
}: {
  control: Control<T, unknown, U>;
  name: FieldPath<T>;
  id: string;
  legend: ReactNode;
  hideLegend?: boolean;
  hint?: string;
  options: readonly O[];
  disabled?: boolean;
}) {
  const { field, fieldState } = useController({ control, name });
  const value: unknown = field.value;
  return (
    <ChipGroup
      id={id}
      legend={legend}
      hideLegend={hideLegend}
      hint={hint}
      options={options}
      value={Array.isArray(value) ? (value as O[]) : []}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={fieldState.error?.message}
      disabled={disabled}
      focusRef={field.ref}
    />
  );
}
