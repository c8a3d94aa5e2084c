import type { ReactNode } from 'react';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import type { ContractField } from '@/lib/forms/use-contract-form';
import { CharacterCount } from './character-count';

/** A long text field with its hint and a live count against the contract's limit. */
export function CountedTextarea<T extends FieldValues, U extends FieldValues>({
  field,
  control,
  label,
  hint,
  rows = 5,
}: {
  field: ContractField<FieldPath<T>>;
  control: Control<T, unknown, U>;
  label: string;
  hint: ReactNode;
  rows?: number;
}) {
  return (
    <FormField
      field={field}
      label={label}
      hint={
        <>
          {hint}{' '}
          <CharacterCount control={control} name={field.input.name} max={field.input.maxLength} />
        </>
      }
    >
      {(control) => <Textarea {...control} rows={rows} />}
    </FormField>
  );
}
