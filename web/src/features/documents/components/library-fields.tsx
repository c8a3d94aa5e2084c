import {
  DEFAULT_LIBRARY_CATEGORY,
  LIBRARY_CATEGORIES,
  LIBRARY_CATEGORY_LABELS,
  type TCreateLibrary,
  type TLibrary,
} from '@contracts/documents/library';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import type { ContractField } from '@/lib/forms/use-contract-form';

export const emptyLibrary: TCreateLibrary = {
  name: '',
  category: DEFAULT_LIBRARY_CATEGORY,
  categoryValue: '',
  description: '',
};

/** A library's values as its form edits them. */
export const libraryValues = (library: TLibrary): TCreateLibrary => ({
  name: library.name,
  category: library.category,
  categoryValue: library.categoryValue,
  description: library.description,
});

/** The fields of the New Library and Edit Library dialogs (spec §5): name, category, value, text. */
export function LibraryFields({
  name,
  category,
  categoryValue,
  description,
}: {
  name: ContractField<'name'>;
  category: ContractField<'category'>;
  categoryValue: ContractField<'categoryValue'>;
  description: ContractField<'description'>;
}) {
  return (
    <>
      <FormField field={name} label="Name *">
        {(control) => <Input {...control} placeholder="e.g. Acme contracts" autoFocus />}
      </FormField>
      <FormField field={category} label="Category">
        {(control) => (
          <NativeSelect {...control}>
            {LIBRARY_CATEGORIES.map((value) => (
              <option key={value} value={value}>
                {LIBRARY_CATEGORY_LABELS[value]}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      <FormField field={categoryValue} label="Category value">
        {(control) => <Input {...control} placeholder="e.g. Acme Ltd" />}
      </FormField>
      <FormField field={description} label="Description">
        {(control) => <Textarea {...control} rows={3} />}
      </FormField>
    </>
  );
}
