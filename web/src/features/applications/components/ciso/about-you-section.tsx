import { COUNTRIES } from '@contracts/applications/options';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import type { CisoForm } from '../../lib/ciso-form';
import { FormSection } from '../form-section';
import { SelectField } from '../select-field';

/** Name, e-mail, country, LinkedIn profile and phone (spec §5 Professional form). */
export function AboutYouSection({ form }: { form: CisoForm }) {
  return (
    <FormSection
      title="About You"
      description="How companies and our team will know and reach you."
    >
      <FormField field={form.field('fullName')} label="Full name">
        {(control) => <Input {...control} autoComplete="name" />}
      </FormField>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField field={form.field('email')} label="Email">
          {(control) => <Input {...control} type="email" autoComplete="email" inputMode="email" />}
        </FormField>
        <SelectField
          field={form.field('country')}
          label="Country"
          placeholder="Select your country"
          options={COUNTRIES}
          autoComplete="country-name"
        />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField field={form.field('linkedinUrl')} label="LinkedIn profile (optional)">
          {(control) => (
            <Input
              {...control}
              type="url"
              inputMode="url"
              placeholder="https://www.linkedin.com/in/your-name"
            />
          )}
        </FormField>
        <FormField field={form.field('phone')} label="Phone (optional)">
          {(control) => (
            <Input {...control} type="tel" autoComplete="tel" placeholder="+44 20 7946 0000" />
          )}
        </FormField>
      </div>
    </FormSection>
  );
}
