import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';

type Field = { id: string; error?: string; input: object };

/**
 * A client's tax rate and payment terms, side by side: on the client's own form and on the
 * billing settings of a page that bills it, which save the same two details of the client.
 */
export function TaxAndTermsFields({
  taxRate,
  paymentTermsDays,
}: {
  taxRate: Field;
  paymentTermsDays: Field;
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField field={taxRate} label="Tax rate (%)">
        {(control) => (
          <Input {...control} type="number" inputMode="decimal" step="0.01" min="0" max="100" />
        )}
      </FormField>
      <FormField
        field={paymentTermsDays}
        label="Payment terms (days)"
        hint="An invoice is due this many days after it is issued."
      >
        {(control) => (
          <Input {...control} type="number" inputMode="numeric" step="1" min="0" max="365" />
        )}
      </FormField>
    </div>
  );
}
