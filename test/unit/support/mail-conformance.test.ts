import MailComposer from 'nodemailer/lib/mail-composer';
import { describe, expect, it } from 'vitest';
import { checkMail, conformingMail, dateProblems } from '../../support/mail-conformance';

/** An invite as RFC 5545 wants it; `edit` breaks it line by line. */
function calendar(method = 'REQUEST', edit: (lines: string[]) => string[] = (l) => l): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//vCISO Hub//Booking//EN',
    `METHOD:${method}`,
    'BEGIN:VEVENT',
    'UID:meeting-1@vcisohub',
    'SEQUENCE:1',
    'DTSTAMP:20250602T093005Z',
    'DTSTART:20250603T090000Z',
    'DTEND:20250603T093000Z',
    'SUMMARY:Security review with Zoë Łukasiewicz 東京',
    ...(method === 'CANCEL' ? ['STATUS:CANCELLED'] : []),
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${edit(lines).join('\r\n')}\r\n`;
}

/** A message made by a composer this module does not check itself against. */
async function composed(
  options: { ics?: string; icsType?: string; text?: string } = {},
): Promise<Buffer> {
  return new MailComposer({
    from: 'vCISO Hub <no-reply@vciso.example>',
    to: ['ada@example.com', 'Zoë Łukasiewicz 東京 <zoe@example.com>'],
    subject: 'New booking: Security review with Zoë Łukasiewicz 東京',
    text: options.text ?? 'Hello Zoë,\nyour meeting is booked.\n',
    html: '<p>Hello Zoë</p>',
    messageId: '<m-1@vciso.example>',
    date: new Date('2025-06-02T09:30:05Z'),
    newline: 'windows',
    attachments: [
      {
        filename: 'invite.ics',
        contentType: options.icsType ?? 'text/calendar; method=REQUEST',
        content: options.ics ?? calendar(),
      },
      {
        filename: 'Timesheet Zoë.pdf',
        contentType: 'application/pdf',
        content: Buffer.from('%PDF'),
      },
    ],
  })
    .compile()
    .build();
}

/** What cognito-local writes: one 7-bit text part, obsolete "GMT" zone. */
const plain = [
  'From: no-reply@vcisohub.example',
  'To: ada@example.com',
  'Subject: Your vCISO Hub verification code',
  'Date: Mon, 02 Jun 2025 09:30:05 GMT',
  'Message-ID: <c-1@cognito.local>',
  'MIME-Version: 1.0',
  'Content-Type: text/plain; charset=UTF-8',
  'Content-Transfer-Encoding: 8bit',
  '',
  'Your verification code is 123456',
  '',
].join('\r\n');

const problemsOf = async (raw: Buffer | string, expected = {}) =>
  (await checkMail(typeof raw === 'string' ? Buffer.from(raw, 'latin1') : raw, expected)).problems;

describe('conforming messages', () => {
  it('passes a composed multipart mail with an invite, a PDF and non-ASCII names', async () => {
    expect(
      await problemsOf(await composed(), {
        subject: 'New booking: Security review with Zoë Łukasiewicz 東京',
        to: ['ada@example.com', 'zoe@example.com'],
        text: 'Hello Zoë,\nyour meeting is booked.\n',
        attachments: [
          { filename: 'invite.ics', contentType: 'text/calendar; method=REQUEST' },
          { filename: 'Timesheet Zoë.pdf', contentType: 'application/pdf' },
        ],
      }),
    ).toEqual([]);
  });

  it('passes a cancellation whose event is cancelled', async () => {
    const raw = await composed({
      ics: calendar('CANCEL'),
      icsType: 'text/calendar; method=CANCEL',
    });
    expect(await problemsOf(raw)).toEqual([]);
  });

  it('passes a plain 7-bit message', async () => {
    expect(await problemsOf(plain)).toEqual([]);
    expect((await conformingMail(Buffer.from(plain), 'code.eml')).text).toContain('123456');
  });

  it('reads RFC 5322 dates, obsolete zones included', () => {
    expect(dateProblems('Mon, 02 Jun 2025 09:30:05 +0000')).toEqual([]);
    expect(dateProblems('2 Jun 2025 09:30 -0700')).toEqual([]);
    expect(dateProblems('Mon, 02 Jun 2025 09:30:05 GMT')).toEqual([]);
  });
});

describe('broken messages', () => {
  const replaceLine = (raw: string, name: string, line: string | null) =>
    raw.replace(
      new RegExp(`^${name}:.*\\r\\n(?:[ \\t].*\\r\\n)*`, 'm'),
      line === null ? '' : `${line}\r\n`,
    );

  const cases: [string, (raw: string) => string, RegExp][] = [
    ['bare LF line ends', (r) => r.replace(/\r\n/g, '\n'), /bare LF/],
    ['a line over 998 octets', (r) => `X-Long: ${'a'.repeat(1000)}\r\n${r}`, /over 998/],
    [
      'raw UTF-8 in the subject',
      (r) => replaceLine(r, 'Subject', Buffer.from('Subject: Zoë').toString('latin1')),
      /not 7-bit/,
    ],
    [
      'an encoded word that splits a character',
      (r) => replaceLine(r, 'Subject', 'Subject: =?UTF-8?Q?Zo=C3?= =?UTF-8?Q?=AB?='),
      /whole characters/,
    ],
    [
      'an encoded word glued to a word',
      (r) => replaceLine(r, 'Subject', 'Subject: Hi=?UTF-8?Q?Zo=C3=AB?='),
      /set apart/,
    ],
    [
      'a Message-ID without angle brackets',
      (r) => replaceLine(r, 'Message-ID', 'Message-ID: m-1@vciso.example'),
      /Message-ID is not/,
    ],
    ['no Message-ID', (r) => replaceLine(r, 'Message-ID', null), /Message-ID appears 0/],
    ['no From', (r) => replaceLine(r, 'From', null), /From appears 0/],
    [
      'an ISO date',
      (r) => replaceLine(r, 'Date', 'Date: 2025-06-02T09:30:05Z'),
      /not an RFC 5322 date-time/,
    ],
    [
      'the wrong weekday',
      (r) => replaceLine(r, 'Date', 'Date: Tue, 02 Jun 2025 09:30:05 +0000'),
      /weekday/,
    ],
    ['no MIME-Version', (r) => replaceLine(r, 'MIME-Version', null), /MIME-Version appears 0/],
    [
      'a multipart never closed',
      (r) => r.replace(/\r\n--(--_NmP-[^\r]*-Part_1)--\r\n/, '\r\n'),
      /never closed/,
    ],
    [
      'an unknown transfer encoding',
      (r) => r.replace('Content-Transfer-Encoding: base64', 'Content-Transfer-Encoding: x-uue'),
      /x-uue is not one mail carries/,
    ],
    [
      'base64 out of its alphabet',
      (r) => r.replace(/\r\n\r\n([A-Za-z0-9+/]{8})/, '\r\n\r\n*$1'),
      /base64 with characters/,
    ],
    [
      'a quoted-printable line over 76',
      (r) => r.replace('Hello Zo=C3=AB,', `Hello Zo=C3=AB, ${'x'.repeat(80)}`),
      /quoted-printable line 1 is over 76/,
    ],
    [
      'a bare "=" in quoted-printable',
      (r) => r.replace('Hello Zo=C3=AB,', 'Hello 1 = 1'),
      /bare "="/,
    ],
  ];

  it.each(cases)('finds %s', async (_label, edit, problem) => {
    const good = (await composed()).toString('latin1');
    const broken = edit(good);
    expect(broken).not.toBe(good);
    expect(await problemsOf(broken)).toContainEqual(expect.stringMatching(problem));
  });

  it('finds what mailparser reads otherwise than it was sent', async () => {
    const problems = await problemsOf(await composed(), {
      subject: 'New booking: Security review with Zoe',
      to: ['ada@example.com'],
      text: 'Hello Zoe',
      attachments: [
        { filename: 'invite.ics', contentType: 'text/calendar; method=CANCEL' },
        { filename: 'Timesheet.pdf', contentType: 'application/pdf' },
      ],
    });
    for (const problem of [
      /^subject .* sent as/,
      /^recipients .* sent to/,
      /^text .* sent as/,
      /attachment 1 is text\/calendar .* sent as text\/calendar; method=CANCEL/,
      /attachment 2 is named Timesheet Zoë\.pdf, sent as Timesheet\.pdf/,
    ]) {
      expect(problems).toContainEqual(expect.stringMatching(problem));
    }
  });

  it('throws with every problem and the name of the mail', async () => {
    const broken = Buffer.from(plain.replace(/\r\n/g, '\n').replace('MIME-Version: 1.0\n', ''));
    await expect(conformingMail(broken, 'code.eml')).rejects.toThrow(
      /code\.eml does not conform:\n {2}- .*bare LF[\s\S]*MIME-Version appears 0/,
    );
  });
});

describe('broken calendars', () => {
  const without = (name: string) => (lines: string[]) => lines.filter((l) => !l.startsWith(name));
  const cases: [string, { ics: string; icsType?: string }, RegExp][] = [
    [
      'a line that is no property',
      { ics: calendar('REQUEST', (l) => [...l.slice(0, 4), 'not a property', ...l.slice(4)]) },
      /ical\.js refuses/,
    ],
    [
      'an unclosed component',
      { ics: calendar('REQUEST', (l) => l.filter((line) => line !== 'END:VEVENT')) },
      /ical\.js refuses/,
    ],
    ['bare LF line ends', { ics: calendar().replace(/\r\n/g, '\n') }, /calendar: .*bare LF/],
    [
      'an unfolded line over 75 octets',
      {
        ics: calendar('REQUEST', (l) => [
          ...l.slice(0, 5),
          `DESCRIPTION:${'x'.repeat(70)}`,
          ...l.slice(5),
        ]),
      },
      /calendar: line 6 is 82 octets, over 75/,
    ],
    ['no METHOD', { ics: calendar('REQUEST', without('METHOD')) }, /no METHOD/],
    [
      'a METHOD other than the part says',
      { ics: calendar('CANCEL'), icsType: 'text/calendar; method=REQUEST' },
      /METHOD:CANCEL but the part says method=REQUEST/,
    ],
    [
      'a calendar part without method=',
      { ics: calendar(), icsType: 'text/calendar' },
      /no method= parameter/,
    ],
    ['no PRODID', { ics: calendar('REQUEST', without('PRODID')) }, /no PRODID/],
    [
      'VERSION 1.0',
      { ics: calendar('REQUEST', (l) => l.map((x) => x.replace('VERSION:2.0', 'VERSION:1.0'))) },
      /VERSION is not 2\.0/,
    ],
    ['no UID', { ics: calendar('REQUEST', without('UID')) }, /VEVENT 1 has no UID/],
    ['no DTSTAMP', { ics: calendar('REQUEST', without('DTSTAMP')) }, /VEVENT 1 has no DTSTAMP/],
    ['no DTSTART', { ics: calendar('REQUEST', without('DTSTART')) }, /VEVENT 1 has no DTSTART/],
    ['no DTEND nor DURATION', { ics: calendar('REQUEST', without('DTEND')) }, /DTEND or DURATION/],
    [
      'a SEQUENCE that is no integer',
      { ics: calendar('REQUEST', (l) => l.map((x) => x.replace('SEQUENCE:1', 'SEQUENCE:1.5'))) },
      /SEQUENCE is not an integer/,
    ],
    [
      'a CANCEL whose event is not cancelled',
      {
        ics: calendar('CANCEL', without('STATUS')),
        icsType: 'text/calendar; method=CANCEL',
      },
      /CANCEL without STATUS:CANCELLED/,
    ],
    [
      'no event',
      { ics: calendar('REQUEST', (l) => [...l.slice(0, 4), ...l.slice(-1)]) },
      /no VEVENT/,
    ],
  ];

  it.each(cases)('finds %s', async (_label, options, problem) => {
    expect(await problemsOf(await composed(options))).toContainEqual(
      expect.stringMatching(problem),
    );
  });
});
