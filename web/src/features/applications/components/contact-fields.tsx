import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import type { ContractField } from '@/lib/forms/use-contract-form';

type ContactName = 'contactName' | 'contactEmail' | 'contactPhone';

/** Whom to reach about a company's form: a name, an e-mail and, if they like, a phone. */
export function ContactFields({ field }: { field: (name: ContactName) => ContractField }) {
  return (
    <>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField field={field('contactName')} label="Contact name">
          {(control) => <Input {...control} autoComplete="name" />}
        </FormField>
        <FormField field={field('contactEmail')} label="Contact email">
          {(control) => <Input {...control} type="email" autoComplete="email" inputMode="email" />}
        </FormField>
      </div>
      <FormField field={field('contactPhone')} label="Contact phone (optional)">
        {(control) => <Input {...control} type="tel" autoComplete="tel" className="sm:max-w-xs" />}
      </FormField>
    </>
  );
}
