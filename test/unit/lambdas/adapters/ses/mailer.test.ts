import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  SendEmailCommand,
  type SendEmailCommandInput,
  type SESv2Client,
} from '@aws-sdk/client-sesv2';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMailer, createSesMailer } from '../../../../../lambdas/adapters/ses/mailer';
import { withCorrelationId } from '../../../../../lambdas/middleware/correlation';
import type { MailMessage } from '../../../../../lambdas/ports/mailer';
import { checkMail } from '../../../../support/mail-conformance';
import { readMail } from '../../../../support/outbox';
import { fakeSdkClient } from '../../support/fake-sdk-client';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'outbox-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const from = 'vCISO Hub <no-reply@vciso.example>';
const clock = { now: () => new Date('2025-06-02T09:30:05.000Z') };

function counter() {
  let n = 0;
  return { newId: () => `id-${++n}` };
}

function outboxMailer() {
  const log = { info: vi.fn() };
  const mailer = createMailer(
    { AWS_REGION: 'eu-west-2', MAIL_FROM: from, OUTBOX_DIR: dir },
    { clock, ids: counter(), log },
  );
  return { mailer, log };
}

async function onlyEml() {
  const files = await readdir(dir);
  expect(files).toEqual([expect.stringMatching(/\.eml$/)]);
  return { name: files[0]!, raw: await readFile(join(dir, files[0]!)) };
}

const ics = [
  'BEGIN:VCALENDAR',
  'VERSION:2.0',
  'PRODID:-//vCISO Hub//Booking//EN',
  'METHOD:REQUEST',
  'BEGIN:VEVENT',
  'UID:meeting-1@vciso.example',
  'SEQUENCE:0',
  'DTSTAMP:20250602T093005Z',
  'DTSTART:20250603T090000Z',
  'DTEND:20250603T093000Z',
  'SUMMARY:Intro call with Zoë',
  'END:VEVENT',
  'END:VCALENDAR',
  '',
].join('\r\n');

const pdf = Buffer.concat([
  Buffer.from('%PDF-1.7\n'),
  Buffer.from(Array.from({ length: 256 }, (_, i) => i)),
]);
const link = `https://app.vciso.example/sign/${'t'.repeat(120)}?a=1&b=2`;

const booked: MailMessage = {
  to: ['ada@example.com', 'grace@example.com'],
  subject: 'New booking: Security review with Zoë Łukasiewicz 東京',
  text: `Hello Zoë Łukasiewicz 東京,\nsign here: ${link}\n`,
  html: `<p>Hello Zoë, <a href="${link}">sign</a></p>`,
  attachments: [
    { filename: 'invite.ics', contentType: 'text/calendar; method=REQUEST', content: ics },
    { filename: 'Timesheet Zoë.pdf', contentType: 'application/pdf', content: pdf },
    {
      filename: 'timesheet.csv',
      contentType: 'text/csv; charset=utf-8',
      content: 'a,b\n1,"東京"\n',
    },
  ],
};

const expectedOf = (message: MailMessage) => ({
  subject: message.subject,
  to: [message.to].flat(),
  text: message.text,
  attachments: (message.attachments ?? []).map(({ filename, contentType }) => ({
    filename,
    contentType,
  })),
});

describe('outbox mailer', () => {
  it('writes one conforming .eml whose headers, bodies and attachments read back intact', async () => {
    const { mailer, log } = outboxMailer();

    const { messageId } = await withCorrelationId('req-7', () => mailer.send(booked));

    const { name, raw } = await onlyEml();
    expect(name).toBe('20250602T093005000Z-id-1.eml');
    expect((await checkMail(raw, expectedOf(booked))).problems).toEqual([]);
    const mail = await readMail(name, raw);
    expect(messageId).toBe('id-1@vciso.example');
    expect(mail.messageId).toBe(messageId);
    expect(mail.from).toContain('no-reply@vciso.example');
    expect(mail.to).toEqual(['ada@example.com', 'grace@example.com']);
    expect(mail.subject).toBe(booked.subject);
    expect(mail.date.toISOString()).toBe('2025-06-02T09:30:05.000Z');
    expect(mail.headers['x-correlation-id']).toBe('req-7');
    expect(mail.text).toBe(booked.text);
    expect(mail.html).toContain(`href="${link}"`);
    expect(mail.attachments.map((a) => [a.filename, a.contentType.split(';')[0]])).toEqual([
      ['invite.ics', 'text/calendar'],
      ['Timesheet Zoë.pdf', 'application/pdf'],
      ['timesheet.csv', 'text/csv'],
    ]);
    // Calendar apps read the method from the part's type as well as from the body.
    expect(mail.attachments[0]!.contentType).toMatch(/^text\/calendar; method=REQUEST\b/);
    // Sent as UTF-8 and saying so: without it a strict reader takes the invite for US-ASCII.
    expect(mail.attachments[0]!.contentType).toMatch(/; charset=utf-8\b/);
    expect(mail.attachments[0]!.content.toString('utf8')).toBe(ics);
    expect(mail.attachments[1]!.content.equals(pdf)).toBe(true);
    expect(mail.attachments[2]!.content.toString('utf8')).toBe('a,b\n1,"東京"\n');

    expect(log.info).toHaveBeenCalledTimes(1);
    expect(log.info.mock.calls[0]![1]).toMatchObject({
      file: join(dir, name),
      subject: booked.subject,
      correlationId: 'req-7',
    });
  });

  it('writes a plain text message as a single part, without a correlation id outside a request', async () => {
    const { mailer } = outboxMailer();
    const message = { to: 'ada@example.com', subject: 'Hi', text: 'Plain = simple' };
    await mailer.send(message);
    const { name, raw } = await onlyEml();
    expect((await checkMail(raw, expectedOf(message))).problems).toEqual([]);
    const mail = await readMail(name, raw);
    expect(mail.headers['content-type']).toMatch(/^text\/plain/);
    expect(mail.headers['x-correlation-id']).toBeUndefined();
    expect(mail.text?.trimEnd()).toBe('Plain = simple');
    expect(mail.attachments).toEqual([]);
  });

  it('keeps a line break in a subject from becoming a header of its own', async () => {
    const { mailer } = outboxMailer();
    await mailer.send({
      to: 'ada@example.com',
      subject: 'Hi\r\nBcc: victim@example.com',
      text: 'x',
    });
    const { name, raw } = await onlyEml();
    const mail = await readMail(name, raw);
    expect(mail.headers.bcc).toBeUndefined();
    expect(mail.to).toEqual(['ada@example.com']);
    expect(mail.subject).not.toMatch(/[\r\n]/);
  });

  it('refuses a message without recipients, writing nothing', async () => {
    const { mailer } = outboxMailer();
    await expect(mailer.send({ to: [], subject: 'Hi', text: 'x' })).rejects.toThrow(/recipient/);
    expect(await readdir(dir)).toEqual([]);
  });
});

describe('the SES mailer (SESv2 SendEmail with the raw message)', () => {
  it('sends the conforming raw message the outbox would hold, to every recipient', async () => {
    const ses = fakeSdkClient<SESv2Client>(() => ({ MessageId: 'ses-message-1' }));
    const mailer = createSesMailer({ from, clock, ids: counter(), ses: ses.client });

    expect(await mailer.send(booked)).toEqual({ messageId: 'ses-message-1' });

    expect(ses.sent).toHaveLength(1);
    expect(ses.sent[0]).toBeInstanceOf(SendEmailCommand);
    const { Content, ...envelope } = ses.sent[0]!.input as Partial<SendEmailCommandInput>;
    expect(envelope).toEqual({
      FromEmailAddress: from,
      Destination: { ToAddresses: ['ada@example.com', 'grace@example.com'] },
    });
    const raw = Buffer.from(Content!.Raw!.Data!);
    expect((await checkMail(raw, expectedOf(booked))).problems).toEqual([]);

    // The outbox holds the same bytes for the same message, id and time.
    const { mailer: outbox } = outboxMailer();
    await outbox.send(booked);
    expect(raw.toString('latin1').replace(/NmP-[0-9a-f]+/g, 'NmP-x')).toBe(
      (await onlyEml()).raw.toString('latin1').replace(/NmP-[0-9a-f]+/g, 'NmP-x'),
    );
  });

  it('answers with its own Message-ID when SES names none', async () => {
    const ses = fakeSdkClient<SESv2Client>();
    const mailer = createSesMailer({ from, clock, ids: counter(), ses: ses.client });
    expect(await mailer.send({ to: 'ada@example.com', subject: 'Hi', text: 'x' })).toEqual({
      messageId: 'id-1@vciso.example',
    });
  });
});
