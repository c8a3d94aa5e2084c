import ICAL from 'ical.js';
import { simpleParser, type AddressObject, type ParsedMail } from 'mailparser';

/**
 * Strict conformance of one raw message: RFC 5322 (format), RFC 2045–2047 (MIME, encoded words)
 * and, for every calendar part, RFC 5545 with RFC 6047's `method` rule. The structural checks are
 * small functions over the raw octets; mailparser and ical.js, parsers kept apart from the
 * composer that wrote the message, must then read the same message back. Every problem is
 * listed, so one failure says all that is wrong with a mail.
 */

/** What the sender meant, when the caller knows it; each given field is compared. */
export interface ExpectedMail {
  subject?: string;
  to?: string[];
  /** The text part, line breaks aside. */
  text?: string;
  /** In order; `contentType` as given to the mailer (its parameters must all be present). */
  attachments?: { filename: string; contentType: string }[];
}

export interface MailCheck {
  problems: string[];
  /** mailparser's reading, for callers that go on to read the mail. */
  parsed: ParsedMail;
}

export async function checkMail(raw: Buffer, expected: ExpectedMail = {}): Promise<MailCheck> {
  const octets = raw.toString('latin1');
  const structure = mailStructure(octets);
  const parsed = await simpleParser(raw);
  const problems = [
    ...structure.problems,
    ...readBackProblems(structure, parsed, expected),
    ...structure.leaves
      .filter((leaf) => leaf.mediaType === 'text/calendar')
      .flatMap((leaf, i) => {
        const bytes =
          decodedBody(leaf) ??
          parsed.attachments.filter((a) => a.contentType === 'text/calendar')[i]?.content;
        if (!bytes) return [`${leaf.path}: the calendar part cannot be read`];
        return calendarProblems(bytes, leaf.params.method).map((p) => `${leaf.path}: ${p}`);
      }),
  ];
  return { problems, parsed };
}

/** The parsed mail, or an error naming `label` and every problem found. */
export async function conformingMail(
  raw: Buffer,
  label: string,
  expected?: ExpectedMail,
): Promise<ParsedMail> {
  const { problems, parsed } = await checkMail(raw, expected);
  if (problems.length) {
    throw new Error(`${label} does not conform:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
  return parsed;
}

// ---------------------------------------------------------------------------------------------
// Lines (RFC 5322 §2.1, §2.1.1; RFC 5545 §3.1)

/** Every line break is CRLF, and no line exceeds `maxOctets` (the text holds one char per octet). */
function lineProblems(octets: string, maxOctets: number): string[] {
  const problems: string[] = [];
  if (/(^|[^\r])\n/.test(octets)) problems.push('a line ends in a bare LF, not CRLF');
  if (/\r(?!\n)/.test(octets)) problems.push('a bare CR outside a CRLF');
  const lines = octets.split('\r\n');
  const long = lines.findIndex((line) => line.length > maxOctets);
  if (long >= 0) {
    problems.push(`line ${long + 1} is ${lines[long]!.length} octets, over ${maxOctets}`);
  }
  return problems;
}

// ---------------------------------------------------------------------------------------------
// Header fields (RFC 5322 §2.2, §3.6)

interface Field {
  name: string;
  /** Unfolded, as written (encoded words left encoded). */
  value: string;
}

function headerFields(head: string, where: string, problems: string[]): Field[] {
  const fields: Field[] = [];
  for (const line of head.split('\r\n')) {
    if (!/^[\x20-\x7e\t]*$/.test(line)) {
      problems.push(`${where}: header line is not 7-bit printable ASCII: ${quote(line)}`);
    }
    const last = fields.at(-1);
    if (/^[ \t]/.test(line) && last) {
      last.value += line;
      continue;
    }
    const field = /^([\x21-\x39\x3b-\x7e]+):(.*)$/.exec(line);
    if (!field) {
      problems.push(`${where}: not a header field: ${quote(line)}`);
      continue;
    }
    fields.push({ name: field[1]!.toLowerCase(), value: field[2]! });
  }
  return fields.map((f) => ({ ...f, value: f.value.trim() }));
}

/** A line as a problem names it: quoted, and cut short when long. */
const quote = (line: string) => JSON.stringify(line.length > 80 ? `${line.slice(0, 80)}…` : line);

const days = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** RFC 5322 §3.3 date-time (obsolete zone names accepted, as §4.3 requires of readers). */
export function dateProblems(value: string): string[] {
  const m = new RegExp(
    `^(?:(${days.join('|')}),\\s*)?(\\d{1,2})\\s+(${months.join('|')})\\s+(\\d{4})\\s+` +
      `(\\d{2}):(\\d{2})(?::(\\d{2}))?\\s+(?:[+-]\\d{2}[0-5]\\d|UT|GMT|[ECMP][SD]T)$`,
  ).exec(value);
  if (!m) return [`Date is not an RFC 5322 date-time: ${JSON.stringify(value)}`];
  const [, weekday, day, month, year, hour, minute, second] = m;
  // The day as written, whatever the zone: the weekday names that day.
  const written = new Date(Date.UTC(Number(year), months.indexOf(month!), Number(day)));
  const problems: string[] = [];
  if (written.getUTCDate() !== Number(day)) problems.push(`Date names no real day: ${value}`);
  if (Number(hour) > 23 || Number(minute) > 59 || Number(second ?? 0) > 60) {
    problems.push(`Date names no real time: ${value}`);
  }
  if (weekday && days[written.getUTCDay()] !== weekday) {
    problems.push(`Date's weekday is wrong: ${value}`);
  }
  if (Number.isNaN(Date.parse(value))) problems.push(`Date does not parse: ${value}`);
  return problems;
}

function topHeaderProblems(fields: Field[]): string[] {
  const problems: string[] = [];
  const all = (name: string) => fields.filter((f) => f.name === name);
  const once = (name: string, label: string) => {
    const found = all(name);
    if (found.length !== 1) problems.push(`${label} appears ${found.length} times, not once`);
    return found[0]?.value;
  };
  const date = once('date', 'Date');
  if (date !== undefined) problems.push(...dateProblems(date));
  once('from', 'From');
  once('to', 'To');
  const messageId = once('message-id', 'Message-ID');
  if (messageId !== undefined && !/^<[^<>@\s]+@[^<>@\s]+>$/.test(messageId)) {
    problems.push(`Message-ID is not <id-left@id-right>: ${messageId}`);
  }
  const version = once('mime-version', 'MIME-Version');
  if (version !== undefined && version !== '1.0') problems.push(`MIME-Version is ${version}`);
  if (all('subject').length > 1) problems.push('more than one Subject');
  for (const f of fields) problems.push(...encodedWordProblems(f));
  return problems;
}

// ---------------------------------------------------------------------------------------------
// Encoded words (RFC 2047)

const encodedWord = /=\?([^?\s]+)\?([^?\s]+)\?([^?\s]*)\?=/g;
/** §5(3): in a phrase (a display name) a Q word may hold only these. */
const phraseQ = /^(?:[A-Za-z0-9!*+\-/_]|=[0-9A-F]{2})*$/;
const textQ = /^(?:[\x21-\x3c\x3e\x40-\x5e\x60-\x7e]|=[0-9A-F]{2}|_)*$/;
const addressFields = new Set(['from', 'to', 'cc', 'bcc', 'reply-to', 'sender']);

function encodedWordProblems(field: Field): string[] {
  const problems: string[] = [];
  for (const m of field.value.matchAll(encodedWord)) {
    const [word, , encoding, text] = m;
    const before = field.value[m.index - 1];
    const after = field.value[m.index + word.length];
    if (word.length > 75) problems.push(`${field.name}: an encoded word is over 75 characters`);
    if ((before && !/[ \t(]/.test(before)) || (after && !/[ \t)]/.test(after))) {
      problems.push(`${field.name}: an encoded word is not set apart by white space: ${word}`);
    }
    if (!/^[BQ]$/i.test(encoding!)) problems.push(`${field.name}: unknown encoding in ${word}`);
    else if (/^B$/i.test(encoding!) && !isBase64(text!)) {
      problems.push(`${field.name}: bad base64 in ${word}`);
    } else if (/^Q$/i.test(encoding!)) {
      const allowed = addressFields.has(field.name) ? phraseQ : textQ;
      if (!allowed.test(text!)) problems.push(`${field.name}: bad Q text in ${word}`);
    }
    if (decodeWord(word) === undefined) {
      problems.push(`${field.name}: ${word} does not decode to whole characters of its charset`);
    }
  }
  return problems;
}

function isBase64(text: string): boolean {
  return text.length % 4 === 0 && /^[A-Za-z0-9+/]*={0,2}$/.test(text);
}

/** One encoded word's text, or undefined when it is not whole characters of its charset. */
function decodeWord(word: string): string | undefined {
  const [, charset, encoding, text] =
    /^=\?([^?*]+)(?:\*[^?]*)?\?([BbQq])\?(.*)\?=$/.exec(word) ?? [];
  if (!charset || !encoding || text === undefined) return undefined;
  const bytes = /^B$/i.test(encoding)
    ? Buffer.from(text, 'base64')
    : Buffer.from(
        text
          .replace(/_/g, ' ')
          .replace(/=([0-9A-Fa-f]{2})/g, (_, hex: string) =>
            String.fromCharCode(parseInt(hex, 16)),
          ),
        'latin1',
      );
  try {
    return new TextDecoder(charset, { fatal: true }).decode(bytes);
  } catch {
    return undefined;
  }
}

/** A header value read as a person would see it (§6.2: space between two words is dropped). */
function decodeHeader(value: string): string {
  return value
    .replace(/(\?=)[ \t]+(?==\?)/g, '$1')
    .replace(encodedWord, (word) => decodeWord(word) ?? word);
}

// ---------------------------------------------------------------------------------------------
// MIME entities (RFC 2045, RFC 2046)

interface Leaf {
  /** e.g. `part 1.2`, for messages. */
  path: string;
  mediaType: string;
  params: Record<string, string>;
  encoding: string;
  isAttachment: boolean;
  body: string;
}

interface Structure {
  problems: string[];
  fields: Field[];
  leaves: Leaf[];
}

function mailStructure(octets: string): Structure {
  const problems = lineProblems(octets, 998);
  const split = octets.indexOf('\r\n\r\n');
  if (split < 0) problems.push('no empty line ends the header block');
  const head = split < 0 ? octets : octets.slice(0, split);
  const fields = headerFields(head, 'header', problems);
  problems.push(...topHeaderProblems(fields));
  const leaves: Leaf[] = [];
  entity(fields, split < 0 ? '' : octets.slice(split + 4), 'message', 0, problems, leaves);
  return { problems, fields, leaves };
}

const token = /[!#$%&'*+\-.^_`|~0-9A-Za-z]+/;

/** `type/subtype; attribute=value; …` (RFC 2045 §5.1), names lower-cased. */
function parseContentType(
  value: string,
): { mediaType: string; params: Record<string, string> } | undefined {
  const m = new RegExp(`^(${token.source})/(${token.source})\\s*(.*)$`).exec(value.trim());
  if (!m) return undefined;
  const params: Record<string, string> = {};
  let rest = m[3]!;
  while (rest) {
    const p = new RegExp(
      `^;\\s*(${token.source})\\s*=\\s*(?:"((?:[^"\\\\]|\\\\.)*)"|(${token.source}))\\s*`,
    ).exec(rest);
    if (!p) return undefined;
    params[p[1]!.toLowerCase()] = p[2] !== undefined ? p[2].replace(/\\(.)/g, '$1') : p[3]!;
    rest = rest.slice(p[0].length);
  }
  return { mediaType: `${m[1]}/${m[2]}`.toLowerCase(), params };
}

const encodings = ['7bit', '8bit', 'quoted-printable', 'base64'];

function entity(
  fields: Field[],
  body: string,
  path: string,
  depth: number,
  problems: string[],
  leaves: Leaf[],
): void {
  const field = (name: string) => fields.find((f) => f.name === name)?.value;
  const typeValue = field('content-type') ?? 'text/plain; charset=us-ascii';
  const type = parseContentType(typeValue);
  if (!type) {
    problems.push(`${path}: Content-Type does not parse: ${typeValue}`);
    return;
  }
  const encoding = (field('content-transfer-encoding') ?? '7bit').toLowerCase();
  if (!encodings.includes(encoding)) {
    problems.push(`${path}: Content-Transfer-Encoding ${encoding} is not one mail carries`);
    return;
  }
  if (type.mediaType.startsWith('multipart/')) {
    if (encoding !== '7bit' && encoding !== '8bit') {
      problems.push(`${path}: a multipart is encoded ${encoding}`);
    }
    if (depth > 8) problems.push(`${path}: multiparts nested too deep`);
    else {
      for (const part of bodyParts(type.params.boundary, body, path, problems)) {
        entity(part.fields, part.body, part.path, depth + 1, problems, leaves);
      }
    }
    return;
  }
  problems.push(...bodyProblems(encoding, body).map((p) => `${path}: ${p}`));
  const disposition = field('content-disposition') ?? '';
  leaves.push({
    path,
    ...type,
    encoding,
    isAttachment:
      /^attachment\b/i.test(disposition) || !/^text\/(plain|html)$/.test(type.mediaType),
    body,
  });
}

/** A multipart's body parts, each with its header fields (RFC 2046 §5.1.1). */
function bodyParts(
  boundary: string | undefined,
  body: string,
  path: string,
  problems: string[],
): Array<{ path: string; fields: Field[]; body: string }> {
  if (!boundary || !/^[0-9A-Za-z'()+_,\-./:=? ]{0,69}[0-9A-Za-z'()+_,\-./:=?]$/.test(boundary)) {
    problems.push(`${path}: multipart boundary missing or malformed: ${boundary}`);
    return [];
  }
  const lines = body.split('\r\n');
  const isDelimiter = (line: string) => line.replace(/[ \t]+$/, '') === `--${boundary}`;
  const isClose = (line: string) => line.replace(/[ \t]+$/, '') === `--${boundary}--`;
  const opens = lines.flatMap((line, i) => (isDelimiter(line) ? [i] : []));
  const close = lines.findIndex(isClose);
  if (opens.length === 0) problems.push(`${path}: boundary never opened`);
  if (close < 0) problems.push(`${path}: boundary never closed`);
  if (close >= 0 && opens.some((i) => i > close)) {
    problems.push(`${path}: a part opens after the closing boundary`);
  }
  if (opens.length === 0 || close < 0) return [];
  const ends = [...opens.slice(1), close];
  return opens.flatMap((start, n) => {
    const part = lines.slice(start + 1, ends[n]).join('\r\n');
    const partPath = path === 'message' ? `part ${n + 1}` : `${path}.${n + 1}`;
    // A part without header fields starts with its empty line.
    const split = part.startsWith('\r\n') ? 0 : part.indexOf('\r\n\r\n');
    if (split < 0 && part !== '') {
      problems.push(`${partPath}: no empty line ends its header fields`);
      return [];
    }
    const head = part.slice(0, Math.max(split, 0));
    const fields = head ? headerFields(head, partPath, problems) : [];
    return [{ path: partPath, fields, body: part.slice(split + (split === 0 ? 2 : 4)) }];
  });
}

/** The body is what its Content-Transfer-Encoding says it is (RFC 2045 §2.7, §6.7, §6.8). */
function bodyProblems(encoding: string, body: string): string[] {
  const lines = body.split('\r\n');
  if (encoding === '7bit' && /[\x80-\xff]/.test(body)) return ['8-bit octets in a 7bit body'];
  if (body.includes('\0')) return [`NUL in a ${encoding} body`];
  if (encoding === 'base64') {
    const data = lines.join('');
    const problems: string[] = [];
    if (lines.some((line) => line.length > 76)) problems.push('a base64 line is over 76');
    if (!isBase64(data)) problems.push('base64 with characters or padding out of place');
    return problems;
  }
  if (encoding === 'quoted-printable') {
    const problems: string[] = [];
    for (const [i, line] of lines.entries()) {
      if (line.length > 76) problems.push(`quoted-printable line ${i + 1} is over 76`);
      if (!/^(?:[\x21-\x3c\x3e-\x7e \t]|=[0-9A-F]{2})*=?$/.test(line)) {
        problems.push(`quoted-printable line ${i + 1} has a bare "=" or an unencoded octet`);
      }
      if (/[ \t]$/.test(line)) problems.push(`quoted-printable line ${i + 1} ends in white space`);
    }
    return problems;
  }
  return [];
}

/** The part's octets where their encoding needs no decoder of ours; quoted-printable: none. */
function decodedBody(leaf: Leaf): Buffer | undefined {
  if (leaf.encoding === 'base64') return Buffer.from(leaf.body, 'base64');
  if (leaf.encoding === '7bit' || leaf.encoding === '8bit') return Buffer.from(leaf.body, 'latin1');
  return undefined;
}

// ---------------------------------------------------------------------------------------------
// mailparser reads back what the structure holds and what the sender meant

const addressesOf = (value: AddressObject | AddressObject[] | undefined): string[] =>
  (Array.isArray(value) ? value : value ? [value] : [])
    .flatMap((o) => o.value)
    .map((a) => (a.address ?? '').toLowerCase());

/** The addresses written in a To field: `<addr>` when a name goes with it, else bare. */
function rawAddresses(value: string): string[] {
  return value
    .replace(/"(?:[^"\\]|\\.)*"/g, '""')
    .split(',')
    .map((part) => (/<([^<>]+)>/.exec(part)?.[1] ?? part).trim().toLowerCase())
    .filter(Boolean);
}

const sameLines = (a: string, b: string) =>
  a.replace(/\r\n/g, '\n').replace(/\n+$/, '') === b.replace(/\r\n/g, '\n').replace(/\n+$/, '');

function readBackProblems(
  structure: Structure,
  parsed: ParsedMail,
  expected: ExpectedMail,
): string[] {
  const problems: string[] = [];
  const header = (name: string) => structure.fields.find((f) => f.name === name)?.value ?? '';
  const subject = parsed.subject ?? '';
  if (subject !== decodeHeader(header('subject'))) {
    problems.push(`mailparser reads the subject as ${JSON.stringify(subject)}`);
  }
  if (expected.subject !== undefined && subject !== expected.subject) {
    problems.push(
      `subject ${JSON.stringify(subject)}, sent as ${JSON.stringify(expected.subject)}`,
    );
  }
  const to = addressesOf(parsed.to);
  if (to.join() !== rawAddresses(header('to')).join()) {
    problems.push(`mailparser reads the recipients as ${to.join(', ')}`);
  }
  if (expected.to && to.join() !== expected.to.map((a) => a.toLowerCase()).join()) {
    problems.push(`recipients ${to.join(', ')}, sent to ${expected.to.join(', ')}`);
  }
  for (const name of parsed.to ? [parsed.to].flat().flatMap((o) => o.value) : []) {
    if (name.name && !decodeHeader(header('to')).includes(name.name)) {
      problems.push(`mailparser reads a recipient's name as ${JSON.stringify(name.name)}`);
    }
  }

  const bodies = structure.leaves.filter((l) => !l.isAttachment);
  if (bodies.some((l) => l.mediaType === 'text/plain') && typeof parsed.text !== 'string') {
    problems.push('mailparser finds no text part');
  }
  if (bodies.some((l) => l.mediaType === 'text/html') !== (typeof parsed.html === 'string')) {
    problems.push('mailparser and the structure disagree on the HTML part');
  }
  if (expected.text !== undefined && !sameLines(parsed.text ?? '', expected.text)) {
    problems.push(`text ${JSON.stringify(parsed.text)}, sent as ${JSON.stringify(expected.text)}`);
  }

  const parts = structure.leaves.filter((l) => l.isAttachment);
  if (parts.length !== parsed.attachments.length) {
    problems.push(`${parts.length} attachments, mailparser reads ${parsed.attachments.length}`);
  }
  parts.forEach((part, i) => {
    const read = parsed.attachments[i];
    if (!read) return;
    if (read.contentType !== part.mediaType) {
      problems.push(`${part.path}: mailparser reads it as ${read.contentType}`);
    }
    const bytes = decodedBody(part);
    if (bytes && !bytes.equals(read.content)) {
      problems.push(`${part.path}: mailparser reads other bytes than the part holds`);
    }
  });
  if (expected.attachments) {
    const got = parsed.attachments.map((a, i) => ({ a, part: parts[i] }));
    if (got.length !== expected.attachments.length) {
      problems.push(`${got.length} attachments, ${expected.attachments.length} sent`);
    }
    expected.attachments.forEach((want, i) => {
      const { a, part } = got[i] ?? {};
      if (!a || !part) return;
      if (a.filename !== want.filename) {
        problems.push(`attachment ${i + 1} is named ${a.filename}, sent as ${want.filename}`);
      }
      const sent = parseContentType(want.contentType);
      const matches =
        sent?.mediaType === part.mediaType &&
        Object.entries(sent.params).every(
          ([k, v]) => part.params[k]?.toLowerCase() === v.toLowerCase(),
        );
      if (!matches) {
        problems.push(
          `attachment ${i + 1} is ${part.mediaType} ${JSON.stringify(part.params)}, sent as ${want.contentType}`,
        );
      }
    });
  }
  return problems;
}

// ---------------------------------------------------------------------------------------------
// Calendars (RFC 5545; RFC 6047 §2.4: the part's `method` is the calendar's METHOD)

function calendarProblems(bytes: Buffer, methodParam: string | undefined): string[] {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return ['the calendar is not UTF-8'];
  }
  const problems = lineProblems(bytes.toString('latin1'), 75).map((p) => `calendar: ${p}`);
  if (!text.endsWith('\r\n')) problems.push('calendar: the last line does not end in CRLF');

  let jcal: unknown;
  try {
    jcal = ICAL.parse(text);
  } catch (error) {
    return [...problems, `ical.js refuses the calendar: ${(error as Error).message}`];
  }
  if (!Array.isArray(jcal) || Array.isArray(jcal[0])) {
    return [...problems, 'the calendar is not one VCALENDAR'];
  }
  const calendar = new ICAL.Component(jcal as unknown[]);
  if (calendar.name !== 'vcalendar') return [...problems, `the calendar is a ${calendar.name}`];
  if (calendar.getFirstPropertyValue('version') !== '2.0') problems.push('VERSION is not 2.0');
  if (!calendar.getFirstPropertyValue('prodid')) problems.push('no PRODID');
  const method = String(calendar.getFirstPropertyValue('method') ?? '');
  if (!method) problems.push('no METHOD');
  if (!methodParam) problems.push('the part has no method= parameter');
  else if (method && method.toUpperCase() !== methodParam.toUpperCase()) {
    problems.push(`METHOD:${method} but the part says method=${methodParam}`);
  }

  const events = calendar.getAllSubcomponents('vevent');
  if (events.length === 0) problems.push('no VEVENT');
  // Read from the text, as ical.js would turn a malformed number into NaN or 0.
  const unfolded = text.replace(/\r\n[ \t]/g, '');
  for (const line of unfolded.split('\r\n').filter((l) => /^SEQUENCE[;:]/i.test(l))) {
    if (!/:\d+$/.test(line)) problems.push(`SEQUENCE is not an integer: ${line}`);
  }
  events.forEach((event, i) => {
    const where = `VEVENT ${i + 1}`;
    for (const name of ['uid', 'dtstamp', 'dtstart']) {
      if (!event.hasProperty(name)) problems.push(`${where} has no ${name.toUpperCase()}`);
    }
    const ends = ['dtend', 'duration'].filter((name) => event.hasProperty(name));
    if (ends.length !== 1) problems.push(`${where} needs one of DTEND or DURATION`);
    if (
      method.toUpperCase() === 'CANCEL' &&
      String(event.getFirstPropertyValue('status') ?? '').toUpperCase() !== 'CANCELLED'
    ) {
      problems.push(`${where} is in a CANCEL without STATUS:CANCELLED`);
    }
  });
  return problems;
}
