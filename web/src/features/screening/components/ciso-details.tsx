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
            alt={`Photo of ${s.fullName}`}
            className="size-32 shrink-0 rounded-lg border object-cover"
          />
        )}
        <Section title="Contact">
          <Fields>
            <Field label="Name">{s.fullName}</Field>
            <Field label="E-mail">
              <MailLink email={s.email} />
            </Field>
            <Field label="Phone">{orNotGiven(s.phone)}</Field>
            <Field label="LinkedIn">
              {s.linkedinUrl ? (
                <ExternalLink href={s.linkedinUrl}>{s.linkedinUrl}</ExternalLink>
              ) : (
                orNotGiven(s.linkedinUrl)
              )}
            </Field>
            <Field label="Country">{s.country}</Field>
          </Fields>
        </Section>
      </div>
      <Section title="Experience">
        <Fields>
          <Field label="Experience">{yearsText(s.yearsOfExperience)}</Field>
          <Field label="Board experience">{s.boardExperience}</Field>
          <Field label="Executive experience">
            {s.executiveExperience ?? 'Not given: sent before this text was kept'}
          </Field>
          <Field label="Certifications">
            <Tags values={s.certifications} />
          </Field>
          <Field label="Security domains">
            <Tags values={s.securityDomains} />
          </Field>
          <Field label="Industries served">
            <Tags values={s.industriesServed} />
          </Field>
          <Field label="Company sizes">
            <Tags values={s.companySizes} />
          </Field>
          <Field label="Key achievements">{s.keyAchievements}</Field>
        </Fields>
      </Section>
      <Section title="Terms">
        <Fields>
          <Field label="Availability">{AVAILABILITY_LABELS[s.availability]}</Field>
          <Field label="Hourly rate">{orNotGiven(s.hourlyRate)}</Field>
        </Fields>
      </Section>
    </>
  );
}
