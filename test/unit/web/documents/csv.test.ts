import { describe, expect, it } from 'vitest';
import { toCsv } from '@domain/timesheets/csv';
import { parseCsv } from '../../../../web/src/features/documents/lib/csv';

describe('parseCsv', () => {
  it('reads CRLF records of comma-separated fields', () => {
    expect(parseCsv('Date,Hours\r\n2026-01-05,7.5\r\n2026-01-06,8\r\n')).toEqual({
      rows: [
        ['Date', 'Hours'],
        ['2026-01-05', '7.5'],
        ['2026-01-06', '8'],
      ],
      truncated: false,
    });
  });

  it('keeps commas, doubled quotes and line breaks inside quoted fields', () => {
    const text = 'a,b,c\r\n"Smith, Jane","She said ""hi""","line one\r\nline two"\r\n';
    expect(parseCsv(text).rows).toEqual([
      ['a', 'b', 'c'],
      ['Smith, Jane', 'She said "hi"', 'line one\r\nline two'],
    ]);
  });

  it('drops a leading byte order mark, so the first header is not garbled', () => {
    expect(parseCsv('\uFEFFName,Total\r\nAda,1\r\n').rows).toEqual([
      ['Name', 'Total'],
      ['Ada', '1'],
    ]);
  });

  it('reads what the timesheet export writes back to the same cells', () => {
    const text = toCsv(
      [
        [{ text: 'Description' }, { text: 'Amount' }],
        [{ text: 'Review, "phase 2"\nfollow-up' }, { number: -12.5, decimals: 2 }],
        [{ text: '=SUM(A1)' }, null],
      ],
      { bom: true },
    );
    expect(parseCsv(text).rows).toEqual([
      ['Description', 'Amount'],
      ['Review, "phase 2"\nfollow-up', '-12.50'],
      ["'=SUM(A1)", ''],
    ]);
  });

  it('keeps empty fields, and a last record without a line break', () => {
    expect(parseCsv('a,,c\r\n,,\r\n"",x').rows).toEqual([
      ['a', '', 'c'],
      ['', '', ''],
      ['', 'x'],
    ]);
  });

  it('accepts lone LF or CR line breaks and skips blank lines', () => {
    expect(parseCsv('a,b\n1,2\r\n\r\n3,4\r5,6\n\n').rows).toEqual([
      ['a', 'b'],
      ['1', '2'],
      ['3', '4'],
      ['5', '6'],
    ]);
  });

  it('is lenient with broken quoting rather than losing the rest of the file', () => {
    expect(parseCsv('x"y,"ab"c,d\r\n').rows).toEqual([['x"y', 'abc', 'd']]);
    expect(parseCsv('a,"open\r\nrest').rows).toEqual([['a', 'open\r\nrest']]);
  });

  it('stops at the limit and says that more rows followed', () => {
    const text = ['h', '1', '2', '3'].join('\r\n');
    expect(parseCsv(text, { maxRows: 3 })).toEqual({
      rows: [['h'], ['1'], ['2']],
      truncated: true,
    });
    expect(parseCsv(`${text}\r\n\r\n`, { maxRows: 4 })).toEqual({
      rows: [['h'], ['1'], ['2'], ['3']],
      truncated: false,
    });
  });

  it('reads an empty file as no rows', () => {
    expect(parseCsv('')).toEqual({ rows: [], truncated: false });
    expect(parseCsv('\uFEFF\r\n')).toEqual({ rows: [], truncated: false });
  });
});
