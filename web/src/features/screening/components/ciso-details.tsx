import type { TApplicationDetail } from '@contracts/applications/application';
import { AVAILABILITY_LABELS } from '@contracts/applications/options';
import { orNotGiven, yearsText } from '../lib/submission';
import { ExternalLink, Field, Fields, MailLink, Section, Tags } from './detail-list';

type CisoDetail = Extract<TApplicationDetail, { kind: 'ciso' }>;

/** A professional's application: photo, contact, experience, expertise and terms. */
export function CisoDetails({ detail }: { detail: CisoDetail }) {
  const s = detail.submission;
  return (
    <>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
        {detail.photoUrl && (
          <img
            src={detail.photoUrl}
            alt={`Photo of ${s.full_name}`}
            className="size-32 shrink-0 rounded-lg border object-cover"
          />
        )}
        <Section title="Contact">
          <Fields>
            <Field label="Name">{s.full_name}</Field>
            <Field label="E-mail">
              <MailLink email={s.email} />
            </Field>
            <Field label="Phone">{orNotGiven(s.phone)}</Field>
            <Field label="LinkedIn">
              {s.linkedin_url ? (
                <ExternalLink href={s.linkedin_url}>{s.linkedin_url}</ExternalLink>
              ) : (
                orNotGiven(s.linkedin_url)
              )}
            </Field>
            <Field label="Country">{s.country}</Field>
          </Fields>
        </Section>
      </div>
      <Section title="Experience">
        <Fields>
          <Field label="Experience">{yearsText(s.years_of_experience)}</Field>
          <Field label="Board experience">{s.board_experience}</Field>
          <Field label="Executive experience">
            {s.executive_experience ?? 'Not given: sent before this text was kept'}
          </Field>
          <Field label="Certifications">
            <Tags values={s.certifications} />
          </Field>
          <Field label="Security domains">
            <Tags values={s.security_domains} />
          </Field>
          <Field label="Industries served">
            <Tags values={s.industries_served} />
          </Field>
          <Field label="Company sizes">
            <Tags values={s.company_sizes} />
          </Field>
          <Field label="Key achievements">{s.key_achievements}</Field>
        </Fields>
      </Section>
      <Section title="Terms">
        <Fields>
          <Field label="Availability">{AVAILABILITY_LABELS[s.availability]}</Field>
          <Field label="Hourly rate">{orNotGiven(s.hourly_rate)}</Field>
        </Fields>
      </Section>
    </>
  );
}
