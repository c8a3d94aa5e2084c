/**
 * Reads CSV text (RFC 4180) into rows of fields, for showing a CSV document as a table. Fields are
 * separated by commas and records by CRLF; a quoted field may hold commas, line breaks and
 * doubled quotes. Files from elsewhere are read leniently rather than refused: a lone LF or CR
 * also ends a record, a leading byte order mark is dropped, text after a closing quote is kept,
 * and an unterminated quote runs to the end of the file.
 */

export interface CsvRows {
  /** At most `maxRows` records, blank lines skipped. */
  rows: string[][];
  /** More records followed the last one returned. */
  truncated: boolean;
}

const BOM = '\uFEFF';

export function parseCsv(text: string, options: { maxRows?: number } = {}): CsvRows {
  const maxRows = options.maxRows ?? Number.POSITIVE_INFINITY;
  const input = text.startsWith(BOM) ? text.slice(1) : text;
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  /** The current field began with a quote, so a record with only it is not a blank line. */
  let quotedField = false;
  let inQuotes = false;
  let i = 0;

  const endField = () => {
    row.push(field);
    field = '';
  };
  /** Ends the record; false once a record beyond the limit turned up. */
  const endRecord = (): boolean => {
    endField();
    const blank = row.length === 1 && row[0] === '' && !quotedField;
    quotedField = false;
    if (!blank) {
      if (rows.length === maxRows) return false;
      rows.push(row);
    }
    row = [];
    return true;
  };

  while (i < input.length) {
    const c = input[i];
    if (inQuotes) {
      if (c === '"') {
        if (input[i + 1] === '"') {
          field += '"';
          i += 2;
          continue;
        }
        inQuotes = false;
      } else field += c;
      i += 1;
      continue;
    }
    if (c === '"' && field === '') {
      inQuotes = true;
      quotedField = true;
    } else if (c === ',') {
      endField();
    } else if (c === '\r' || c === '\n') {
      if (!endRecord()) return { rows, truncated: true };
      // CRLF is one line break.
      if (c === '\r' && input[i + 1] === '\n') i += 1;
    } else field += c;
    i += 1;
  }
  // The last record need not end in a line break.
  if (field !== '' || row.length > 0 || quotedField) {
    if (!endRecord()) return { rows, truncated: true };
  }
  return { rows, truncated: false };
}
