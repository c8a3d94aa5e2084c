import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import type { ContractField } from '@/lib/forms/use-contract-form';

/** The company's name, first on a company's form; the browser may fill in the organisation. */
export function CompanyNameField({ field }: { field: ContractField }) {
  return (
    <FormField field={field} label="Company name">
      {(control) => <Input {...control} autoComplete="organization" />}
    </FormField>
  );
}
