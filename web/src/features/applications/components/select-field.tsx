import { FormField } from '@/components/ui/form-field';
import { NativeSelect } from '@/components/ui/native-select';
import type { ContractField } from '@/lib/forms/use-contract-form';
import { SelectOptions } from './select-options';

/** A labelled select of the contract's choices, starting on an empty choice that asks for one. */
export function SelectField({
  field,
  label,
  placeholder,
  options,
  autoComplete,
}: {
  field: ContractField;
  label: string;
  placeholder: string;
  options: readonly string[];
  autoComplete?: string;
}) {
  return (
    <FormField field={field} label={label}>
      {(control) => (
        <NativeSelect {...control} autoComplete={autoComplete}>
          <SelectOptions placeholder={placeholder} options={options} />
        </NativeSelect>
      )}
    </FormField>
  );
}
