import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import nodeIcal, { type VEvent } from 'node-ical';
import { readEml, type ReadMail } from '../../lambdas/adapters/ses/read-eml';

export interface OutboxMail {
  file: string;
  headers: Record<string, string>;
  body: string;
}

/** Parses the header block and body of one `.eml` (no MIME decoding: enough for plain text). */
export function parseEml(file: string, raw: string): OutboxMail {
  const split = raw.search(/\r?\n\r?\n/);
  const head = split < 0 ? raw : raw.slice(0, split);
  const body = split < 0 ? '' : raw.slice(split).replace(/^\r?\n\r?\n/, '');
  const headers: Record<string, string> = {};
  let last = '';
  for (const line of head.split(/\r?\n/)) {
    if (/^\s/.test(line) && last) headers[last] += ` ${line.trim()}`;
    else {
      const at = line.indexOf(':');
      if (at < 0) continue;
      last = line.slice(0, at).trim().toLowerCase();
      headers[last] = line.slice(at + 1).trim();
    }
  }
  return { file, headers, body };
}

/** Every mail in the outbox, oldest first (by write time, then by name). */
export async function readOutbox(outboxDir: string): Promise<OutboxMail[]> {
  const names = (await readdir(outboxDir).catch(() => [] as string[])).filter((n) =>
    n.endsWith('.eml'),
  );
  const files = await Promise.all(
    names.map(async (name) => {
      const file = path.join(outboxDir, name);
      return { name, file, mtime: (await stat(file)).mtimeMs };
    }),
  );
  files.sort((a, b) => a.mtime - b.mtime || a.name.localeCompare(b.name));
  return Promise.all(files.map(async (f) => parseEml(f.name, await readFile(f.file, 'utf8'))));
}

const addressedTo = (mail: OutboxMail, email: string) =>
  (mail.headers.to ?? '').toLowerCase().includes(email.toLowerCase());

/** Asks `find` every 100 ms until it answers, for up to `timeoutMs`; then fails with `failure`. */
async function poll<T>(
  find: () => Promise<T | undefined>,
  timeoutMs: number,
  failure: string,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = await find();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(failure);
    await sleep(100);
  }
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
      const mails = (await readOutbox(outboxDir)).filter(
        (m) => m.headers['x-local-source'] === 'cognito-local' && addressedTo(m, email),
      );
      return /\b(\d{6})\b/.exec(mails.at(-1)?.body ?? '')?.[1];
    },
    timeoutMs,
    `No verification code for ${email} in ${outboxDir}`,
  );
}

/**
 * The first mail to `email` whose subject matches, fully decoded (text, html and attachments such
 * as an .ics invite). Waits up to `timeoutMs` for it, since mails are sent after the request that
 * causes them has answered.
 */
/** Every mail in the outbox to `email`, fully decoded (text, html and attachments). */
export async function mailsTo(outboxDir: string, email: string): Promise<ReadMail[]> {
  const mails = (await readOutbox(outboxDir)).filter((m) => addressedTo(m, email));
  return Promise.all(mails.map(async (m) => readEml(await readFile(path.join(outboxDir, m.file)))));
}

export function waitForMail(
  outboxDir: string,
  email: string,
  subject: RegExp,
  { timeoutMs = 10_000 } = {},
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
