import {
  Body,
  Button,
  Container,
  Head,
  Hr,
  Html,
  Link,
  Preview,
  Section,
  Text,
} from '@react-email/components';
import { LEGAL_LINE, PRODUCT_NAME } from './brand';

/**
 * The one frame every mail shares: the product name, the message, at most one call-to-action
 * button, the signature and a legal line (these mails are transactional: no unsubscribe link).
 * Styles are inline and colours hold their contrast when a client darkens the page, since most
 * clients ignore a stylesheet and several invert light colours on their own. React Email lays it
 * out in tables. Only `scripts/mail-shells.ts` renders this file: Lambdas use its output.
 */

/** Text marked so is shown in the HTML part only: the text part has the link itself. */
const htmlOnly = { 'data-skip-in-text': true } as const;

const colors = { text: '#1f2933', muted: '#52606d', accent: '#1d4ed8', rule: '#d9dee3' };

const body = {
  margin: 0,
  padding: '24px 0',
  backgroundColor: '#f3f5f7',
  fontFamily: 'Helvetica, Arial, sans-serif',
  color: colors.text,
};
const card = {
  maxWidth: '560px',
  padding: '24px 32px',
  backgroundColor: '#ffffff',
  border: `1px solid ${colors.rule}`,
  borderRadius: '8px',
};
const brand = { margin: '0 0 16px', fontSize: '18px', fontWeight: 700, color: colors.accent };
const paragraph = { margin: '0 0 16px', fontSize: '15px', lineHeight: '22px' };
const button = {
  display: 'inline-block',
  padding: '12px 20px',
  borderRadius: '6px',
  backgroundColor: colors.accent,
  color: '#ffffff',
  fontSize: '15px',
  fontWeight: 600,
  textDecoration: 'none',
};
const small = { margin: '0 0 8px', fontSize: '12px', lineHeight: '18px', color: colors.muted };

/**
 * Where the words of a mail go. The frame is rendered by React Email once, when the shells are
 * generated (`scripts/mail-shells.ts`), with these markers in place of the words; at run time the
 * mail fills them in (`render.ts`), so no Lambda carries a React renderer.
 */
export const SLOT = {
  preview: '{{preview}}',
  body: '{{body}}',
  action: '{{action}}',
  content: '{{content}}',
  intro: '{{intro}}',
  label: '{{label}}',
  url: '{{url}}',
  note: '{{note}}',
} as const;

/** The frame of every mail: the product name, the body, the action if any, signature, legal line. */
export function MailDocument() {
  return (
    <Html lang="en">
      <Head>
        {/* Tells clients both schemes are designed for, so they do not invert colours blindly. */}
        <meta name="color-scheme" content="light dark" />
        <meta name="supported-color-schemes" content="light dark" />
      </Head>
      <Preview>{SLOT.preview}</Preview>
      <Body style={body}>
        <Container style={card}>
          <Text style={brand} {...htmlOnly}>
            {PRODUCT_NAME}
          </Text>
          {SLOT.body}
          {SLOT.action}
          <Text style={paragraph}>{PRODUCT_NAME}</Text>
          <Hr style={{ borderColor: colors.rule, margin: '16px 0' }} />
          <Text style={small}>{LEGAL_LINE}</Text>
        </Container>
      </Body>
    </Html>
  );
}

/** One paragraph of the body; its lines are parted by line breaks. */
export const MailParagraph = () => <Text style={paragraph}>{SLOT.content}</Text>;

/**
 * The mail's one button, after the sentence that leads to it; the link itself follows as text,
 * for the text part and for clients that do not show the button.
 */
export function MailAction() {
  return (
    <Section>
      <Text style={paragraph}>{SLOT.intro}</Text>
      <Section style={{ margin: '0 0 16px' }} {...htmlOnly}>
        <Button href={SLOT.url} style={button}>
          {SLOT.label}
        </Button>
      </Section>
      <Text style={paragraph}>
        <Link href={SLOT.url} style={{ color: colors.accent, wordBreak: 'break-all' }}>
          {SLOT.url}
        </Link>
        {SLOT.note}
      </Text>
    </Section>
  );
}
