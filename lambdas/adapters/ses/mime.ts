import type { MailAttachment, MailMessage } from '../../ports/mailer';

/**
 * Builds the RFC 5322 / MIME text of a message. SES receives exactly these bytes as a raw message
 * and the local outbox stores them as `.eml`, so what tests read is what a recipient would get.
 */
export interface MimeEnvelope {
  from: string;
  messageId: string;
  date: Date;
  /** Boundaries must be unique per message; injected so output is reproducible in tests. */
  boundary: string;
  /** The work that sent it (`middleware/correlation.ts`), as `X-Correlation-Id`. */
  correlationId?: string;
}

const CRLF = '\r\n';

export function buildMimeMessage(message: MailMessage, envelope: MimeEnvelope): string {
  const to = Array.isArray(message.to) ? message.to : [message.to];
  if (to.length === 0) throw new Error('A message needs at least one recipient');
  const headers = [
    `From: ${headerValue(envelope.from)}`,
    `To: ${to.map(headerValue).join(', ')}`,
    ...(message.replyTo ? [`Reply-To: ${headerValue(message.replyTo)}`] : []),
    `Subject: ${encodeWord(headerValue(message.subject))}`,
    `Date: ${rfc5322Date(envelope.date)}`,
    `Message-ID: <${headerValue(envelope.messageId)}>`,
    ...(envelope.correlationId ? [`X-Correlation-Id: ${headerValue(envelope.correlationId)}`] : []),
    'MIME-Version: 1.0',
  ];
  const body = bodyEntity(message, envelope.boundary);
  return [...headers, ...body.headers].join(CRLF) + CRLF + CRLF + body.content;
}

interface Entity {
  headers: string[];
  content: string;
}

function bodyEntity(message: MailMessage, boundary: string): Entity {
  const text = textEntity('text/plain', message.text);
  const readable = message.html
    ? multipart('alternative', `${boundary}_alt`, [text, textEntity('text/html', message.html)])
    : text;
  const attachments = message.attachments ?? [];
  if (attachments.length === 0) return readable;
  return multipart('mixed', `${boundary}_mix`, [readable, ...attachments.map(attachmentEntity)]);
}

function multipart(kind: 'alternative' | 'mixed', boundary: string, parts: Entity[]): Entity {
  const body = parts
    .map((p) => `--${boundary}${CRLF}${p.headers.join(CRLF)}${CRLF}${CRLF}${p.content}${CRLF}`)
    .join('');
  return {
    headers: [`Content-Type: multipart/${kind}; boundary="${boundary}"`],
    content: `${body}--${boundary}--${CRLF}`,
  };
}

function textEntity(type: 'text/plain' | 'text/html', text: string): Entity {
  return {
    headers: [
      `Content-Type: ${type}; charset=utf-8`,
      'Content-Transfer-Encoding: quoted-printable',
    ],
    content: quotedPrintable(text),
  };
}

function attachmentEntity(a: MailAttachment): Entity {
  const bytes =
    typeof a.content === 'string' ? Buffer.from(a.content, 'utf8') : Buffer.from(a.content);
  const type = headerValue(a.contentType);
  return {
    headers: [
      `Content-Type: ${/^text\//i.test(type) && !/charset=/i.test(type) ? `${type}; charset=utf-8` : type}`,
      'Content-Transfer-Encoding: base64',
      `Content-Disposition: attachment; ${filenameParam(headerValue(a.filename))}`,
    ],
    content: wrap(bytes.toString('base64'), 76).join(CRLF),
  };
}

/** Header values never contain line breaks: that is how header injection starts. */
function headerValue(value: string): string {
  if (/[\r\n]/.test(value)) throw new Error('Mail header values must not contain line breaks');
  return value;
}

function isAscii(value: string): boolean {
  return /^[\x20-\x7e]*$/.test(value);
}

/** RFC 2047 encoded-word for non-ASCII subjects. */
function encodeWord(value: string): string {
  if (isAscii(value)) return value;
  return `=?utf-8?B?${Buffer.from(value, 'utf8').toString('base64')}?=`;
}

/** RFC 2231 for non-ASCII file names, plus a plain fallback most clients show. */
function filenameParam(name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  if (isAscii(name)) return `filename="${fallback}"`;
  return `filename="${fallback}"; filename*=utf-8''${encodeURIComponent(name)}`;
}

const days = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

function rfc5322Date(d: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${days[d.getUTCDay()]}, ${pad(d.getUTCDate())} ${months[d.getUTCMonth()]} ${d.getUTCFullYear()} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())} +0000`;
}

function wrap(value: string, width: number): string[] {
  const lines: string[] = [];
  for (let i = 0; i < value.length; i += width) lines.push(value.slice(i, i + width));
  return lines;
}

/** RFC 2045 §6.7, line by line over the UTF-8 bytes, soft breaks keeping lines ≤ 76 characters. */
function quotedPrintable(text: string): string {
  return text
    .replace(/\r\n|\r/g, '\n')
    .split('\n')
    .map(quotedPrintableLine)
    .join(CRLF);
}

function quotedPrintableLine(line: string): string {
  const bytes = Buffer.from(line, 'utf8');
  const tokens: string[] = [];
  bytes.forEach((b, i) => {
    const last = i === bytes.length - 1;
    const literal = (b >= 33 && b <= 126 && b !== 61) || ((b === 32 || b === 9) && !last);
    tokens.push(
      literal ? String.fromCharCode(b) : `=${b.toString(16).toUpperCase().padStart(2, '0')}`,
    );
  });
  const out: string[] = [];
  let current = '';
  for (const token of tokens) {
    // 75 leaves room for the trailing `=` of a soft line break.
    if (current.length + token.length > 75) {
      out.push(`${current}=`);
      current = '';
    }
    current += token;
  }
  out.push(current);
  return out.join(CRLF);
}
