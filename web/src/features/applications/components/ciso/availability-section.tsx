import { AVAILABILITY_LABELS, AVAILABILITY_OPTIONS } from '@contracts/applications/options';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import type { CisoForm } from '../../lib/ciso-form';
import { ChoiceCards } from '../choice-cards';
import { FormSection } from '../form-section';

/** Days per month and the hourly rate (spec §3 Availability, §5). */
export function AvailabilitySection({ form }: { form: CisoForm }) {
  return (
    <FormSection title="Your Availability">
      <ChoiceCards
        field={form.field('availability')}
        legend="How many days a month can you offer?"
        options={AVAILABILITY_OPTIONS}
        labels={AVAILABILITY_LABELS}
        className="sm:grid-cols-2"
      />
      <FormField
        field={form.field('hourlyRate')}
        label="Hourly rate (optional)"
        hint="In your own words: a rate, a range, or how you prefer to charge."
      >
        {(control) => <Input {...control} placeholder="e.g. £150–£200 per hour" />}
      </FormField>
    </FormSection>
  );
}
