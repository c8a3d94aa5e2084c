/**
 * Reads back what `buildMimeMessage` writes: the local outbox's `.eml` files, for tests and local
 * tools that need a mail's links or attachments. It understands the subset of MIME we produce
 * (multipart/mixed and alternative, quoted-printable and base64), not every mail on earth.
 */
export interface ReadAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

export interface ReadMail {
  /** Header names in lower case; the subject already decoded. */
  headers: Record<string, string>;
  from: string;
  to: string[];
  subject: string;
  messageId: string;
  date: Date;
  text?: string;
  html?: string;
  attachments: ReadAttachment[];
}

interface Part {
  headers: Record<string, string>;
  body: string;
}

export function readEml(raw: string | Buffer): ReadMail {
  const root = splitPart(typeof raw === 'string' ? raw : raw.toString('latin1'));
  const mail: ReadMail = {
    headers: { ...root.headers, subject: decodeWords(root.headers.subject ?? '') },
    from: root.headers.from ?? '',
    to: (root.headers.to ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    subject: decodeWords(root.headers.subject ?? ''),
    messageId: (root.headers['message-id'] ?? '').replace(/^<|>$/g, ''),
    date: new Date(root.headers.date ?? NaN),
    attachments: [],
  };
  collect(root, mail);
  return mail;
}

function collect(part: Part, mail: ReadMail): void {
  const type = part.headers['content-type'] ?? 'text/plain';
  const mediaType = type.split(';')[0]!.trim().toLowerCase();
  if (mediaType.startsWith('multipart/')) {
    const boundary = param(type, 'boundary');
    if (!boundary) throw new Error('multipart without boundary');
    for (const child of splitMultipart(part.body, boundary)) collect(splitPart(child), mail);
    return;
  }
  const bytes = decodeBody(part);
  const disposition = part.headers['content-disposition'] ?? '';
  if (/^attachment/i.test(disposition)) {
    const filename = extendedParam(disposition, 'filename') ?? param(disposition, 'filename') ?? '';
    mail.attachments.push({ filename, contentType: type, content: bytes });
  } else if (mediaType === 'text/html') {
    mail.html = bytes.toString('utf8');
  } else if (mediaType === 'text/plain') {
    mail.text = bytes.toString('utf8');
  }
}

/** The raw text is kept as latin1 so every byte maps to one char and binary survives the split. */
function splitPart(raw: string): Part {
  const end = raw.indexOf('\r\n\r\n');
  const head = end === -1 ? raw : raw.slice(0, end);
  const body = end === -1 ? '' : raw.slice(end + 4);
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    // Raw UTF-8 in a header (a display name, say) was split as latin1; turn it back.
    const value = Buffer.from(line.slice(colon + 1).trim(), 'latin1').toString('utf8');
    headers[line.slice(0, colon).trim().toLowerCase()] = value;
  }
  return { headers, body };
}

function splitMultipart(body: string, boundary: string): string[] {
  const parts = body.split(`--${boundary}`);
  // Before the first delimiter is the preamble; from the closing `--` on is the epilogue.
  return parts
    .slice(1)
    .filter((p) => !p.startsWith('--'))
    .map((p) => p.replace(/^\r\n/, '').replace(/\r\n$/, ''));
}

function decodeBody(part: Part): Buffer {
  const encoding = (part.headers['content-transfer-encoding'] ?? '7bit').toLowerCase();
  if (encoding === 'base64') return Buffer.from(part.body.replace(/\s+/g, ''), 'base64');
  const bytes = Buffer.from(part.body, 'latin1');
  if (encoding !== 'quoted-printable') return bytes;
  const soft = part.body.replace(/=\r\n/g, '');
  const out: number[] = [];
  for (let i = 0; i < soft.length; i++) {
    const hex = soft[i] === '=' ? soft.slice(i + 1, i + 3) : '';
    if (/^[0-9A-Fa-f]{2}$/.test(hex)) {
      out.push(parseInt(hex, 16));
      i += 2;
    } else {
      out.push(soft.charCodeAt(i));
    }
  }
  return Buffer.from(out);
}

function param(header: string, name: string): string | undefined {
  const m = new RegExp(`(?:^|;)\\s*${name}="?([^";]*)"?`, 'i').exec(header);
  return m?.[1];
}

/** RFC 2231 `name*=utf-8''percent-encoded`. */
function extendedParam(header: string, name: string): string | undefined {
  const m = new RegExp(`(?:^|;)\\s*${name}\\*=([^']*)'[^']*'([^;]*)`, 'i').exec(header);
  return m?.[2] === undefined ? undefined : decodeURIComponent(m[2]);
}

/** RFC 2047 encoded-words (B and Q), as non-ASCII subjects are written. */
function decodeWords(value: string): string {
  return value.replace(
    /=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g,
    (_all, _charset, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(
            text
              .replace(/_/g, ' ')
              .replace(/=([0-9A-Fa-f]{2})/g, (_h, hex: string) =>
                String.fromCharCode(parseInt(hex, 16)),
              ),
            'latin1',
          ).toString('utf8'),
  );
}
