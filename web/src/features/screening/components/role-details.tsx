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
          <Field label="Company">{s.companyName}</Field>
          <Field label="Size">{s.companySize}</Field>
          <Field label="Industry">{s.industry}</Field>
          <Field label="Country">{s.country}</Field>
          <Field label="Description">{s.companyDescription}</Field>
        </Fields>
      </Section>
      <Section title="Role">
        <Fields>
          <Field label="Role type">{ROLE_TYPE_LABELS[s.roleType]}</Field>
          <Field label="What they’re trying to achieve">{s.roleDescription}</Field>
          <Field label="Compensation">{orNotGiven(s.compensationRange)}</Field>
        </Fields>
      </Section>
      <ContactSection name={s.contactName} email={s.contactEmail} phone={s.contactPhone} />
    </>
  );
}
