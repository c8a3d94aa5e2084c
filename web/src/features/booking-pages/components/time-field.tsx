import type { ComponentProps } from 'react';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';

/** A time of day ("09:00") with its label: the hours of a weekly slot, a date override, an event. */
export function TimeField({
  field,
  label,
}: Pick<ComponentProps<typeof FormField>, 'field'> & { label: string }) {
  return (
    <FormField field={field} label={label}>
      {(control) => <Input {...control} type="time" />}
    </FormField>
  );
}
