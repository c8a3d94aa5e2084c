import { orNotGiven } from '../lib/submission';
import { Field, Fields, MailLink, Section } from './detail-list';

/** The contact of a company's submission (role request or partner application). */
export function ContactSection({
  name,
  email,
  phone,
}: {
  name: string;
  email: string;
  phone: string;
}) {
  return (
    <Section title="Contact">
      <Fields>
        <Field label="Name">{name}</Field>
        <Field label="E-mail">
          <MailLink email={email} />
        </Field>
        <Field label="Phone">{orNotGiven(phone)}</Field>
      </Fields>
    </Section>
  );
}
