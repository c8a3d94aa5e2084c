import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { ChipGroup } from '@/components/ui/chip-group';

/** What the chip group shows; the field's value, changes and message come from the form. */
type ChipsProps<O extends string> = Pick<
  Parameters<typeof ChipGroup<O>>[0],
  'id' | 'legend' | 'hideLegend' | 'hint' | 'options' | 'disabled'
>;

/** A chip group bound to a list field of a contract form; its message shows after a submit. */
export function ChipsField<T extends FieldValues, U extends FieldValues, O extends string>({
  control,
  name,
  ...chips
}: { control: Control<T, unknown, U>; name: FieldPath<T> } & ChipsProps<O>) {
  const { field, fieldState } = useController({ control, name });
  const value: unknown = field.value;
  return (
    <ChipGroup
      {...chips}
      value={Array.isArray(value) ? (value as O[]) : []}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={fieldState.error?.message}
      focusRef={field.ref}
    />
  );
}
