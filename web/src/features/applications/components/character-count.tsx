import { useWatch, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { characterCount } from '../lib/format';

/**
 * The live length of a text field against its limit. It watches only its own field, so typing
 * re-renders the count and not the whole form.
 */
export function CharacterCount<T extends FieldValues, U extends FieldValues>({
  control,
  name,
  max,
}: {
  control: Control<T, unknown, U>;
  name: FieldPath<T>;
  max: number | undefined;
}) {
  const value: unknown = useWatch({ control, name });
  if (max === undefined) return null;
  // Spaces around the text are not counted: the form trims them before checking the minimum.
  const length = typeof value === 'string' ? value.trim().length : 0;
  return <span className="tabular-nums">{characterCount(length, max)}</span>;
}
