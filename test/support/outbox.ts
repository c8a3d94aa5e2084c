import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { ParsedMail } from 'mailparser';
import nodeIcal, { type VEvent } from 'node-ical';
import { vi } from 'vitest';
import { conformingMail } from './mail-conformance';

export interface ReadAttachment {
  filename: string;
  /** The whole Content-Type, e.g. `text/calendar; method=REQUEST; name=invite.ics`. */
  contentType: string;
  content: Buffer;
}

/** One `.eml` of the outbox, read by mailparser once it has passed the conformance check. */
export interface ReadMail {
  /** The file's name in the outbox. */
  file: string;
  raw: Buffer;
  /** Header names in lower case; unstructured values (the subject) decoded, others as written. */
  headers: Record<string, string>;
  from: string;
  /** The recipients' addresses. */
  to: string[];
  subject: string;
  /** Without the angle brackets. */
  messageId: string;
  date: Date;
  text?: string;
  html?: string;
  attachments: ReadAttachment[];
}

/**
 * One raw mail, checked (test/support/mail-conformance.ts: a mail that breaks RFC 5322, MIME or
 * RFC 5545 fails the test that reads it) and decoded.
 */
export async function readMail(file: string, raw: Buffer): Promise<ReadMail> {
  const parsed = await conformingMail(raw, file);
  const headers: Record<string, string> = {};
  for (const { key, line } of parsed.headerLines) {
    const value = parsed.headers.get(key);
    headers[key] =
      typeof value === 'string'
        ? value
        : line
            .slice(line.indexOf(':') + 1)
            .replace(/\r\n[ \t]+/g, ' ')
            .trim();
  }
  return {
    file,
    raw,
    headers,
    from: parsed.from?.text ?? '',
    to: [parsed.to ?? []].flat().flatMap((o) => o.value.map((a) => a.address ?? '')),
    subject: parsed.subject ?? '',
    messageId: (parsed.messageId ?? '').replace(/^<|>$/g, ''),
    date: parsed.date ?? new Date(NaN),
    ...(typeof parsed.text === 'string' ? { text: parsed.text } : {}),
    ...(typeof parsed.html === 'string' ? { html: parsed.html } : {}),
    attachments: parsed.attachments.map((a) => ({
      filename: a.filename ?? '',
      contentType: fullContentType(a),
      content: a.content,
    })),
  };
}

function fullContentType(attachment: ParsedMail['attachments'][number]): string {
  const header = attachment.headers.get('content-type');
  if (!header || typeof header !== 'object' || !('params' in header)) return attachment.contentType;
  const params = Object.entries(header.params ?? {}).map(([k, v]) => `; ${k}=${v}`);
  return `${header.value}${params.join('')}`;
}

// A written `.eml` never changes (it is written aside, then renamed), so each is read once and
// checked once.
const raws = new Map<string, Promise<Buffer>>();
const checkedMails = new Map<string, Promise<ReadMail>>();

interface OutboxFile {
  name: string;
  file: string;
}

/** The outbox's `.eml` files, oldest first (by write time, then by name). */
async function outboxFiles(outboxDir: string): Promise<OutboxFile[]> {
  const names = (await readdir(outboxDir).catch(() => [] as string[])).filter((n) =>
    n.endsWith('.eml'),
  );
  const files = await Promise.all(
    names.map(async (name) => {
      const file = path.join(outboxDir, name);
      return { name, file, mtime: (await stat(file)).mtimeMs };
    }),
  );
  return files.sort((a, b) => a.mtime - b.mtime || a.name.localeCompare(b.name));
}

function rawOf({ file }: OutboxFile): Promise<Buffer> {
  let raw = raws.get(file);
  if (!raw) raws.set(file, (raw = readFile(file)));
  return raw;
}

function checked(outboxFile: OutboxFile): Promise<ReadMail> {
  let mail = checkedMails.get(outboxFile.file);
  if (!mail) {
    mail = rawOf(outboxFile).then((raw) => readMail(outboxFile.name, raw));
    checkedMails.set(outboxFile.file, mail);
  }
  return mail;
}

/** Every mail in the outbox, oldest first, each checked. */
export async function readOutbox(outboxDir: string): Promise<ReadMail[]> {
  return Promise.all((await outboxFiles(outboxDir)).map(checked));
}

/**
 * Whether a mail's header block names `email` at all: a look before it is parsed and checked, so
 * a test reads (and answers for) the mails of its own recipients only.
 */
async function mentions(outboxFile: OutboxFile, email: string): Promise<boolean> {
  const raw = await rawOf(outboxFile);
  const end = raw.indexOf('\r\n\r\n');
  const head = raw.subarray(0, end < 0 ? raw.length : end).toString('latin1');
  return head.toLowerCase().includes(email.toLowerCase());
}

const addressedTo = (mail: ReadMail, email: string) =>
  mail.to.some((to) => to.toLowerCase() === email.toLowerCase());

/**
 * Asks `find` every 100 ms until it answers, for up to `timeoutMs`; then fails with `failure`.
 * The one way tests wait for a value to appear (through `vi.waitFor`, as `expect.poll` asserts).
 */
export function poll<T>(
  find: () => Promise<T | undefined>,
  timeoutMs: number,
  failure: string,
): Promise<T> {
  return vi.waitFor(
    async () => {
      const found = await find();
      if (found === undefined) throw new Error(failure);
      return found;
    },
    { timeout: timeoutMs, interval: 100 },
  );
}

/**
 * The newest Cognito code (sign-up confirmation, forgot password) mailed to `email`. Waits up to
 * `timeoutMs` for it to appear, so a test can call it right after SignUp / ForgotPassword.
 */
export function readLatestCode(
  outboxDir: string,
  email: string,
  { timeoutMs = 5000 } = {},
): Promise<string> {
  return poll(
    async () => {
      const mails = (await mailsTo(outboxDir, email)).filter(
        (m) => m.headers['x-local-source'] === 'cognito-local',
      );
      return /\b(\d{6})\b/.exec(mails.at(-1)?.text ?? '')?.[1];
    },
    timeoutMs,
    `No verification code for ${email} in ${outboxDir}`,
  );
}

/** Every mail in the outbox to `email`, oldest first, checked and decoded. */
export async function mailsTo(outboxDir: string, email: string): Promise<ReadMail[]> {
  const files = await outboxFiles(outboxDir);
  const named = await Promise.all(files.map((f) => mentions(f, email)));
  const mails = await Promise.all(files.filter((_, i) => named[i]).map(checked));
  return mails.filter((m) => addressedTo(m, email));
}

/**
 * The first mail to `email` whose subject matches, fully decoded (text, html and attachments such
 * as an .ics invite). Waits up to `timeoutMs` for it, since mails are sent after the request that
 * causes them has answered: by a relay and a consumer whose processes a test's first mail may
 * have to start, which on a busy 2-core machine can take more than ten seconds.
 */
export function waitForMail(
  outboxDir: string,
  email: string,
  subject: RegExp,
  { timeoutMs = 20_000 } = {},
): Promise<ReadMail> {
  return poll(
    async () => (await mailsTo(outboxDir, email)).find((m) => subject.test(m.subject)),
    timeoutMs,
    `No mail "${subject.source}" to ${email}`,
  );
}

/** A mail's .ics invite, parsed back with an iCalendar parser: its METHOD and its one event. */
export function readInvite(mail: ReadMail) {
  const attachment = mail.attachments.find((a) => a.filename.endsWith('.ics'));
  if (!attachment) throw new Error(`No .ics in "${mail.subject}"`);
  const text = attachment.content.toString('utf8');
  const parsed = nodeIcal.sync.parseICS(text);
  const events = Object.values(parsed).filter((c): c is VEvent => c?.type === 'VEVENT');
  if (events.length !== 1) throw new Error(`${events.length} events in "${mail.subject}"`);
  return {
    contentType: attachment.contentType,
    /** Unfolded, so a property reads on one line. */
    text: text.replace(/\r\n[ \t]/g, ''),
    method: parsed.vcalendar?.method,
    event: events[0]!,
  };
}
