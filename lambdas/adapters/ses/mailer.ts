import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import MailComposer from 'nodemailer/lib/mail-composer';
import type { TLambdaEnv } from '../../config/env';
import { correlationId } from '../../middleware/correlation';
import type { Clock } from '../../ports/clock';
import type { IdGenerator } from '../../ports/ids';
import type { Mailer, MailMessage } from '../../ports/mailer';
import { clientConfig, traced } from '../aws-clients';
import { processClient } from '../process-client';

export interface MailerOptions {
  from: string;
  clock: Clock;
  ids: IdGenerator;
}

export interface OutboxLog {
  info(message: string, extra: Record<string, unknown>): void;
}

/** OUTBOX_DIR set (local stack, tests): `.eml` files; otherwise SES. */
export function createMailer(
  env: Pick<TLambdaEnv, 'AWS_REGION' | 'MAIL_FROM' | 'OUTBOX_DIR'>,
  deps: { clock: Clock; ids: IdGenerator; log: OutboxLog },
): Mailer {
  const options = { from: env.MAIL_FROM, clock: deps.clock, ids: deps.ids };
  if (env.OUTBOX_DIR) return createOutboxMailer({ ...options, dir: env.OUTBOX_DIR, log: deps.log });
  return createSesMailer({ ...options, ses: sesClient(env.AWS_REGION) });
}

/** What the SES mailer sends its command through: SESv2's client, or a fake in unit tests. */
export type SesSender = Pick<SESv2Client, 'send'>;

/** SESv2's client, one per container; credentials come from the SDK's own provider chain. */
export const sesClient = processClient((region, endpoint) =>
  traced(new SESv2Client(clientConfig(region, endpoint))),
);

/**
 * SendEmail with the raw message, so attachments (.ics invites, PDFs, CSVs) go out in the very
 * bytes the outbox shows. The command rather than nodemailer's SES transport: the composer
 * already made those bytes, and one command is one call the tracer names, with no second
 * composition and no queue of the transport's own.
 */
export function createSesMailer(options: MailerOptions & { ses: SesSender }): Mailer {
  return {
    async send(message) {
      const mail = await composeMail(message, options);
      const out = await options.ses.send(
        new SendEmailCommand({
          FromEmailAddress: options.from,
          Destination: { ToAddresses: recipients(message) },
          Content: { Raw: { Data: mail.raw } },
        }),
      );
      return { messageId: out.MessageId ?? mail.messageId };
    },
  };
}

export function createOutboxMailer(
  options: MailerOptions & { dir: string; log: OutboxLog },
): Mailer {
  return {
    async send(message) {
      const mail = await composeMail(message, options);
      await mkdir(options.dir, { recursive: true });
      const stamp = mail.date.toISOString().replace(/[-:.]/g, '');
      const file = join(options.dir, `${stamp}-${mail.id}.eml`);
      // Written aside then renamed, so a test polling the folder never reads half a message.
      await writeFile(`${file}.tmp`, mail.raw);
      await rename(`${file}.tmp`, file);
      options.log.info('Mail written to outbox', {
        to: recipients(message),
        subject: message.subject,
        file,
        correlationId: correlationId(),
      });
      return { messageId: mail.messageId };
    },
  };
}

/** One message as it leaves: its RFC 5322 bytes, made by nodemailer's composer. */
export interface ComposedMail {
  id: string;
  date: Date;
  /** Without the angle brackets of the header. */
  messageId: string;
  raw: Buffer;
}

export async function composeMail(
  message: MailMessage,
  options: MailerOptions,
): Promise<ComposedMail> {
  const to = recipients(message);
  if (to.length === 0) throw new Error('A message needs at least one recipient');
  const id = options.ids.newId();
  const date = options.clock.now();
  const messageId = `${id}@${domainOf(options.from)}`;
  const correlation = correlationId();
  const raw = await new MailComposer({
    from: options.from,
    to,
    ...(message.replyTo ? { replyTo: message.replyTo } : {}),
    subject: message.subject,
    text: message.text,
    ...(message.html ? { html: message.html } : {}),
    attachments: (message.attachments ?? []).map((a) => ({
      filename: a.filename,
      // Kept whole, so an invite's `method=` parameter reaches the calendar app.
      contentType: typeof a.content === 'string' ? withCharset(a.contentType) : a.contentType,
      content: typeof a.content === 'string' ? a.content : Buffer.from(a.content),
    })),
    messageId: `<${messageId}>`,
    date,
    // The work that sent it (`middleware/correlation.ts`), so a mail can be traced to its request.
    headers: correlation ? { 'X-Correlation-Id': correlation } : {},
    // Services write text with `\n`; every line of a message ends in CRLF (RFC 5322 §2.1).
    newline: 'windows',
  })
    .compile()
    .build();
  return { id, date, messageId, raw };
}

/**
 * Text sent as a string goes out as UTF-8 and must say so: without `charset`, MIME readers take
 * a text part for US-ASCII (RFC 2045 §5.2) and garble names such as "Zoë Ångström" in an invite.
 */
export function withCharset(contentType: string): string {
  if (!/^text\//i.test(contentType) || /;\s*charset=/i.test(contentType)) return contentType;
  return `${contentType}; charset=utf-8`;
}

function recipients(message: MailMessage): string[] {
  return Array.isArray(message.to) ? message.to : [message.to];
}

function domainOf(address: string): string {
  return /@([A-Za-z0-9.-]+)/.exec(address)?.[1] ?? 'vciso-hub.invalid';
}
