import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { TLambdaEnv } from '../../config/env';
import { correlationId } from '../../middleware/correlation';
import type { Clock } from '../../ports/clock';
import type { IdGenerator } from '../../ports/ids';
import type { Mailer, MailMessage } from '../../ports/mailer';
import { createAwsJsonApi, type JsonFields } from '../signed-http/aws-json';
import type { AwsCredentials } from '../signed-http/signed-sender';
import { buildMimeMessage } from './mime';

export interface MailerOptions {
  from: string;
  clock: Clock;
  ids: IdGenerator;
}

export interface OutboxLog {
  info(message: string, extra: Record<string, unknown>): void;
}

/** OUTBOX_DIR set (local stack, tests): `.eml` files; otherwise SES, with `credentials()`. */
export function createMailer(
  env: Pick<TLambdaEnv, 'AWS_REGION' | 'MAIL_FROM' | 'OUTBOX_DIR'>,
  deps: { clock: Clock; ids: IdGenerator; log: OutboxLog; credentials: () => AwsCredentials },
): Mailer {
  const options = { from: env.MAIL_FROM, clock: deps.clock, ids: deps.ids };
  if (env.OUTBOX_DIR) return createOutboxMailer({ ...options, dir: env.OUTBOX_DIR, log: deps.log });
  return createSesMailer({ ...options, sendEmail: createSesApi(env, deps.credentials()) });
}

/** SESv2's SendEmail: the input as the API takes it, the answer's fields. */
export type SendEmailCall = (input: JsonFields) => Promise<JsonFields>;

/**
 * SESv2's SendEmail (REST with JSON bodies) as a signed request, not through the SDK client,
 * whose evaluation every mail consumer paid at start (docs/decisions.md, "The table speaks
 * DynamoDB's protocol itself").
 */
export function createSesApi(
  env: Pick<TLambdaEnv, 'AWS_REGION'>,
  credentials: AwsCredentials,
  /** Absent: the region's (`email.<region>.amazonaws.com`). */
  endpoint?: string,
): SendEmailCall {
  const send = createAwsJsonApi({
    service: 'ses',
    host: 'email',
    region: env.AWS_REGION,
    endpoint,
    credentials,
  });
  return (input: JsonFields) =>
    send({
      path: '/v2/email/outbound-emails',
      headers: { 'content-type': 'application/json' },
      input,
    });
}

/** Raw content, so attachments (.ics invites, PDFs) go out in the same bytes the outbox shows. */
export function createSesMailer(options: MailerOptions & { sendEmail: SendEmailCall }): Mailer {
  return {
    async send(message) {
      const mime = render(message, options);
      const out = await options.sendEmail({
        FromEmailAddress: options.from,
        Destination: { ToAddresses: recipients(message) },
        // Blobs travel as base64 in the JSON body.
        Content: { Raw: { Data: Buffer.from(mime.text, 'utf8').toString('base64') } },
      });
      return { messageId: typeof out.MessageId === 'string' ? out.MessageId : mime.messageId };
    },
  };
}

export function createOutboxMailer(
  options: MailerOptions & { dir: string; log: OutboxLog },
): Mailer {
  return {
    async send(message) {
      const mime = render(message, options);
      await mkdir(options.dir, { recursive: true });
      const stamp = mime.date.toISOString().replace(/[-:.]/g, '');
      const file = join(options.dir, `${stamp}-${mime.id}.eml`);
      // Written aside then renamed, so a test polling the folder never reads half a message.
      await writeFile(`${file}.tmp`, mime.text, 'utf8');
      await rename(`${file}.tmp`, file);
      options.log.info('Mail written to outbox', {
        to: recipients(message),
        subject: message.subject,
        file,
        correlationId: correlationId(),
      });
      return { messageId: mime.messageId };
    },
  };
}

function render(message: MailMessage, options: MailerOptions) {
  const id = options.ids.newId();
  const date = options.clock.now();
  const messageId = `${id}@${domainOf(options.from)}`;
  const correlation = correlationId();
  const text = buildMimeMessage(message, {
    from: options.from,
    messageId,
    date,
    boundary: `=_${id}`,
    ...(correlation ? { correlationId: correlation } : {}),
  });
  return { id, date, messageId, text };
}

function recipients(message: MailMessage): string[] {
  return Array.isArray(message.to) ? message.to : [message.to];
}

function domainOf(address: string): string {
  return /@([A-Za-z0-9.-]+)/.exec(address)?.[1] ?? 'vciso-hub.invalid';
}
