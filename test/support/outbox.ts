import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

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

/**
 * The newest Cognito code (sign-up confirmation, forgot password) mailed to `email`. Waits up to
 * `timeoutMs` for it to appear, so a test can call it right after SignUp / ForgotPassword.
 */
export async function readLatestCode(
  outboxDir: string,
  email: string,
  { timeoutMs = 5000 } = {},
): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = (await readOutbox(outboxDir)).filter(
      (m) => m.headers['x-local-source'] === 'cognito-local' && addressedTo(m, email),
    );
    const code = /\b(\d{6})\b/.exec(mails.at(-1)?.body ?? '')?.[1];
    if (code) return code;
    if (Date.now() > deadline) throw new Error(`No verification code for ${email} in ${outboxDir}`);
    await sleep(100);
  }
}
