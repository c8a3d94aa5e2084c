import type { TRoleRequestParsed } from '@contracts/applications/role-request';
import { ROLE_TYPE_LABELS } from '@contracts/applications/options';
import { orNotGiven } from '../lib/submission';
import { ContactSection } from './contact-section';
import { Field, Fields, Section } from './detail-list';

/** A company's role request: the company, the role, what they want to achieve, the contact. */
export function RoleDetails({ submission: s }: { submission: TRoleRequestParsed }) {
  return (
    <>
      <Section title="Company">
        <Fields>
          <Field label="Company">{s.company_name}</Field>
          <Field label="Size">{s.company_size}</Field>
          <Field label="Industry">{s.industry}</Field>
          <Field label="Country">{s.country}</Field>
          <Field label="Description">{s.company_description}</Field>
        </Fields>
      </Section>
      <Section title="Role">
        <Fields>
          <Field label="Role type">{ROLE_TYPE_LABELS[s.role_type]}</Field>
          <Field label="What they’re trying to achieve">{s.role_description}</Field>
          <Field label="Compensation">{orNotGiven(s.compensation_range)}</Field>
        </Fields>
      </Section>
      <ContactSection name={s.contact_name} email={s.contact_email} phone={s.contact_phone} />
    </>
  );
}
