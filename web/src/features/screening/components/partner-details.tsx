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
          <Field label="Company">{s.companyName}</Field>
          <Field label="Size">{s.companySize}</Field>
          <Field label="Partner type">{s.partnerType}</Field>
          <Field label="Description">{s.companyDescription}</Field>
          <Field label="Website">
            {s.websiteUrl ? (
              <ExternalLink href={s.websiteUrl}>{s.websiteUrl}</ExternalLink>
            ) : (
              orNotGiven(s.websiteUrl)
            )}
          </Field>
        </Fields>
      </Section>
      <Section title="Clients">
        <Fields>
          <Field label="Target clients">{s.targetClients}</Field>
          <Field label="Industries">
            <Tags values={s.industriesServed} />
          </Field>
          <Field label="Countries">
            <Tags values={s.countriesServed} />
          </Field>
        </Fields>
      </Section>
      <ContactSection name={s.contactName} email={s.contactEmail} phone={s.contactPhone} />
    </>
  );
}
