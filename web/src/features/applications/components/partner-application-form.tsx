import { useNavigate } from 'react-router';
import {
  PARTNER_COMPANY_SIZES,
  PARTNER_COUNTRIES,
  PARTNER_INDUSTRIES,
  PARTNER_TYPES,
} from '@contracts/applications/options';
import {
  partnerMessages,
  toPartnerApplication,
  ZPartnerApplicationForm,
  type TPartnerApplicationForm,
  type TPartnerApplicationParsed,
} from '@contracts/applications/partner-application';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { rememberReturn } from '@/features/auth/return-to';
import { useSession } from '@/features/auth/session';
import { toast } from '@/lib/toast';
import { submitPartnerApplication } from '../api/submit-partner-application';
import type { EditMode } from '../lib/edit-mode';
import { authRequiredNotice } from '../lib/notices';
import { useCompanyForm } from '../lib/use-company-form';
import { useUserEmail } from '../lib/use-user-email';
import { ContactFields } from './contact-fields';
import { CountedTextarea } from './counted-textarea';
import { ChipsField } from './chips-field';
import { CompanyNameField } from './company-name-field';
import { FormSection } from './form-section';
import { SelectField } from './select-field';
import { SubmitRow } from './submit-row';

/** Whom the firm serves: the industries and the countries, each chosen as chips. */
const SERVED = [
  { name: 'industriesServed', legend: 'Industries', options: PARTNER_INDUSTRIES },
  { name: 'countriesServed', legend: 'Countries', options: PARTNER_COUNTRIES },
] as const;

/**
 * The partner application (spec §2, §5, §6): the firm, whom it serves and its contact. A valid
 * form from a signed-out visitor leads to sign-in instead of being sent; the form is kept as a
 * draft meanwhile and opens filled again on the way back, and sending it drops the draft.
 *
 * With `edit` it changes an application already sent instead: it starts from what was sent, keeps
 * no draft, offers no sign-in and saves through `edit`.
 */
export function PartnerApplicationForm({
  edit,
}: {
  edit?: EditMode<TPartnerApplicationForm, TPartnerApplicationParsed>;
}) {
  const navigate = useNavigate();
  const { status } = useSession();
  const { id, form, submit, busy } = useCompanyForm({
    draft: 'partner',
    schema: ZPartnerApplicationForm,
    edit,
    empty: {
      companyName: '',
      companyDescription: '',
      websiteUrl: '',
      targetClients: '',
      industriesServed: [],
      countriesServed: [],
      contactName: '',
      contactEmail: '',
      contactPhone: '',
    },
    send: submitPartnerApplication,
    success: {
      title: partnerMessages.submitted,
      description: partnerMessages.submittedDescription,
    },
    failure: () => ({
      title: partnerMessages.failed,
      description: partnerMessages.failedDescription,
    }),
  });

  useUserEmail(form, 'contactEmail', !edit);

  const onSubmit = form.submit(async (values) => {
    if (!edit && status !== 'signedIn') {
      toast.error(authRequiredNotice.title, { description: authRequiredNotice.description });
      // The draft is written as the form unmounts, so the sign-in comes back to it filled in.
      rememberReturn('/apply-partner');
      void navigate('/auth');
      return;
    }
    await submit(() => toPartnerApplication(values));
  });

  return (
    <form className="grid gap-6" onSubmit={onSubmit} noValidate aria-busy={busy}>
      <FormSection title="About Your Company">
        <CompanyNameField field={form.field('companyName')} />
        <div className="grid gap-5 sm:grid-cols-2">
          <SelectField
            field={form.field('companySize')}
            label="Company size"
            placeholder="Select size"
            options={PARTNER_COMPANY_SIZES}
          />
          <SelectField
            field={form.field('partnerType')}
            label="Partner type"
            placeholder="Select partner type"
            options={PARTNER_TYPES}
          />
        </div>
        <CountedTextarea
          field={form.field('companyDescription')}
          control={form.control}
          label="Company description"
          hint="At least 50 characters: your services and what sets you apart."
          rows={4}
        />
        <FormField field={form.field('websiteUrl')} label="Website (optional)">
          {(control) => (
            <Input
              {...control}
              type="url"
              inputMode="url"
              autoComplete="url"
              placeholder="https://www.example.com"
            />
          )}
        </FormField>
      </FormSection>

      <FormSection title="Who You Serve">
        <CountedTextarea
          field={form.field('targetClients')}
          control={form.control}
          label="Target clients"
          hint="At least 50 characters: the organisations you work with and what they need."
          rows={4}
        />
        {SERVED.map(({ name, legend, options }) => (
          <ChipsField
            key={name}
            control={form.control}
            name={name}
            id={`${id}-${name}`}
            legend={legend}
            hint="Choose at least one"
            options={options}
          />
        ))}
      </FormSection>

      <FormSection title="Contact Details">
        <ContactFields field={form.field} />
      </FormSection>

      <SubmitRow
        label="Submit Application"
        busyLabel={partnerMessages.submitting}
        busy={busy}
        editing={Boolean(edit)}
      />
    </form>
  );
}
