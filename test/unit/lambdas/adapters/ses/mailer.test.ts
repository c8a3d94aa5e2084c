import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createMailer,
  createSesApi,
  createSesMailer,
} from '../../../../../lambdas/adapters/ses/mailer';
import { readEml } from '../../../../../lambdas/adapters/ses/read-eml';
import { createSignatureCheck } from '../../../../../local/realtime/signature-check';
import { loopbackService } from '../../support/loopback-service';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'outbox-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

function outboxMailer() {
  const log = { info: vi.fn() };
  let n = 0;
  const mailer = createMailer(
    { AWS_REGION: 'eu-west-2', MAIL_FROM: 'vCISO Hub <no-reply@vciso.example>', OUTBOX_DIR: dir },
    {
      clock: { now: () => new Date('2025-06-02T09:30:05.000Z') },
      ids: { newId: () => `id-${++n}` },
      log,
      credentials: () => {
        throw new Error('the outbox needs no credentials');
      },
    },
  );
  return { mailer, log };
}

async function onlyEml() {
  const files = await readdir(dir);
  expect(files).toHaveLength(1);
  expect(files[0]).toMatch(/\.eml$/);
  return { name: files[0]!, raw: await readFile(join(dir, files[0]!)) };
}

const ics = [
  'BEGIN:VCALENDAR',
  'VERSION:2.0',
  'METHOD:REQUEST',
  'BEGIN:VEVENT',
  'UID:meeting-1@vciso.example',
  'DTSTART:20250603T090000Z',
  'DTEND:20250603T093000Z',
  'SUMMARY:Intro call with Zoë',
  'END:VEVENT',
  'END:VCALENDAR',
  '',
].join('\r\n');

describe('outbox mailer', () => {
  it('writes one .eml with headers, bodies and attachments that read back intact', async () => {
    const { mailer, log } = outboxMailer();
    const pdf = Buffer.concat([
      Buffer.from('%PDF-1.7\n'),
      Buffer.from(Array.from({ length: 256 }, (_, i) => i)),
    ]);
    const link = `https://app.vciso.example/sign/${'t'.repeat(120)}?a=1&b=2`;

    const { messageId } = await mailer.send({
      to: ['ada@example.com', 'grace@example.com'],
      subject: 'Meeting booked — Zoë',
      text: `Hello Zoë,\nsign here: ${link}\n`,
      html: `<p>Hello Zoë, <a href="${link}">sign</a></p>`,
      attachments: [
        { filename: 'invite.ics', contentType: 'text/calendar; method=REQUEST', content: ics },
        { filename: 'Timesheet June.pdf', contentType: 'application/pdf', content: pdf },
      ],
    });

    const { name, raw } = await onlyEml();
    const text = raw.toString('utf8');
    expect(text).toMatch(/^From: vCISO Hub <no-reply@vciso\.example>\r\n/m);
    expect(text).toMatch(/^To: ada@example\.com, grace@example\.com\r\n/m);
    expect(text).toMatch(/^Date: Mon, 02 Jun 2025 09:30:05 \+0000\r\n/m);
    expect(text).toMatch(/^Message-ID: <id-1@vciso\.example>\r\n/m);
    expect(text).toMatch(/^Content-Type: multipart\/mixed; boundary=/m);
    expect(text.split('\r\n').every((line) => line.length <= 998)).toBe(true);

    const mail = readEml(raw);
    expect(messageId).toBe('id-1@vciso.example');
    expect(mail.messageId).toBe(messageId);
    expect(mail.subject).toBe('Meeting booked — Zoë');
    expect(mail.to).toEqual(['ada@example.com', 'grace@example.com']);
    expect(mail.date.toISOString()).toBe('2025-06-02T09:30:05.000Z');
    expect(mail.text).toBe(`Hello Zoë,\r\nsign here: ${link}\r\n`);
    expect(mail.html).toContain(`href="${link}"`);
    expect(mail.attachments.map((a) => [a.filename, a.contentType])).toEqual([
      ['invite.ics', 'text/calendar; method=REQUEST; charset=utf-8'],
      ['Timesheet June.pdf', 'application/pdf'],
    ]);
    expect(mail.attachments[0]!.content.toString('utf8')).toBe(ics);
    expect(mail.attachments[1]!.content.equals(pdf)).toBe(true);

    expect(log.info).toHaveBeenCalledTimes(1);
    expect(log.info.mock.calls[0]![1]).toMatchObject({
      file: join(dir, name),
      subject: 'Meeting booked — Zoë',
    });
  });

  it('writes a plain text message as a single part', async () => {
    const { mailer } = outboxMailer();
    await mailer.send({ to: 'ada@example.com', subject: 'Hi', text: 'Plain = simple' });
    const mail = readEml((await onlyEml()).raw);
    expect(mail.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(mail.text).toBe('Plain = simple');
    expect(mail.attachments).toEqual([]);
  });

  it('refuses header values with line breaks instead of letting headers be injected', async () => {
    const { mailer } = outboxMailer();
    await expect(
      mailer.send({ to: 'ada@example.com', subject: 'Hi\r\nBcc: victim@example.com', text: 'x' }),
    ).rejects.toThrow(/line breaks/);
    expect(await readdir(dir)).toEqual([]);
  });
});

describe('the SES mailer (SESv2 SendEmail as a signed request)', () => {
  const credentials = { accessKeyId: 'AKIDMAILTEST', secretAccessKey: 'mail-test-secret' };
  const service = loopbackService({ status: 200, body: { MessageId: 'ses-message-1' } });

  it('sends the raw message the outbox would hold, to every recipient, signed for ses', async () => {
    const env = { AWS_REGION: 'eu-west-2' };
    let n = 0;
    const options = {
      from: 'vCISO Hub <no-reply@vciso.example>',
      clock: { now: () => new Date('2025-06-02T09:30:05.000Z') },
      ids: { newId: () => `id-${++n}` },
    };
    const mailer = createSesMailer({
      ...options,
      sendEmail: createSesApi(env, credentials, service.endpoint),
    });
    const message = { to: ['ada@example.com', 'bo@example.com'], subject: 'Hi', text: 'Zoë' };
    expect(await mailer.send(message)).toEqual({ messageId: 'ses-message-1' });

    const [request] = service.received;
    expect(request!.url).toBe('/v2/email/outbound-emails');
    expect(request!.headers['content-type']).toBe('application/json');
    const sent = JSON.parse(request!.body.toString('utf8')) as {
      FromEmailAddress: string;
      Destination: { ToAddresses: string[] };
      Content: { Raw: { Data: string } };
    };
    expect(sent.FromEmailAddress).toBe(options.from);
    expect(sent.Destination.ToAddresses).toEqual(['ada@example.com', 'bo@example.com']);
    const mail = readEml(Buffer.from(sent.Content.Raw.Data, 'base64'));
    expect(mail.text).toBe('Zoë');
    expect(mail.headers.subject).toBe('Hi');
    const check = createSignatureCheck({ service: 'ses', region: 'eu-west-2', credentials });
    expect(await check(request!)).toBeUndefined();
  });
});
