import type { TPartnerApplicationParsed } from '@contracts/applications/partner-application';
import { orNotGiven } from '../lib/submission';
import { ContactSection } from './contact-section';
import { ExternalLink, Field, Fields, Section, Tags } from './detail-list';

/** A partner firm's application: the firm, whom it serves, and the contact. */
export function PartnerDetails({ submission: s }: { submission: TPartnerApplicationParsed }) {
  return (
    <>
      <Section title="Company">
        <Fields>
          <Field label="Company">{s.company_name}</Field>
          <Field label="Size">{s.company_size}</Field>
          <Field label="Partner type">{s.partner_type}</Field>
          <Field label="Description">{s.company_description}</Field>
          <Field label="Website">
            {s.website_url ? (
              <ExternalLink href={s.website_url}>{s.website_url}</ExternalLink>
            ) : (
              orNotGiven(s.website_url)
            )}
          </Field>
        </Fields>
      </Section>
      <Section title="Clients">
        <Fields>
          <Field label="Target clients">{s.target_clients}</Field>
          <Field label="Industries">
            <Tags values={s.industries_served} />
          </Field>
          <Field label="Countries">
            <Tags values={s.countries_served} />
          </Field>
        </Fields>
      </Section>
      <ContactSection name={s.contact_name} email={s.contact_email} phone={s.contact_phone} />
    </>
  );
}
