/**
 * The CSV the timesheet export writes (spec §5, export): RFC 4180 text that spreadsheet apps open
 * safely. Records end in CRLF; a field is quoted when it holds a comma, a double quote, CR or LF,
 * its quotes doubled.
 *
 * Descriptions are typed by users and read by whoever opens the file, so a text cell a
 * spreadsheet could take for a formula (one beginning with `=`, `+`, `-`, `@`, tab or carriage
 * return, as OWASP lists them) is made plain text by a leading `'`. Numbers the export itself
 * writes, a negative amount included, are marked as numbers by the caller and left alone, so
 * they still add up in the spreadsheet.
 */

/** A cell: text typed by someone (neutralised when it could run as a formula), or a number. */
export type CsvCell =
  | { text: string }
  /** Written with `decimals` places when given (pounds: 2), else as JavaScript writes it. */
  | { number: number; decimals?: number }
  /** An empty field. */
  | null;

export type CsvRow = readonly CsvCell[];

export interface CsvOptions {
  /**
   * Start with a UTF-8 byte order mark, which Excel needs to read the file as UTF-8 rather than
   * the machine's legacy code page (a £ or an accented name otherwise comes out garbled).
   */
  bom?: boolean;
}

/** A column of a table: its header and how a record fills its cell. */
export interface CsvColumn<T> {
  header: string;
  cell: (record: T) => CsvCell;
}

const BOM = '\uFEFF';
const CRLF = '\r\n';
const NEEDS_QUOTES = /[",\r\n]/;

/** What a spreadsheet takes as the start of a formula, on a cell's first character. */
const FORMULA_START = new Set(['=', '+', '-', '@', '\t', '\r']);
/** The same signs in their full-width forms, which some East Asian spreadsheet setups accept. */
const FORMULA_SIGN = /^[=+\-@\uFF1D\uFF0B\uFF0D\uFF20]/;
/**
 * What an importer may strip or skip before it looks for a formula: whitespace and double
 * quotes (` =1+1` once trimmed, `"=1+1"` once unquoted by a lenient reader, are both formulas).
 */
const SKIPPED_LEAD = /^[\s"]+/;

/** True when a spreadsheet could read `value` as a formula rather than as text. */
export function couldRunAsFormula(value: string): boolean {
  const first = value.charAt(0);
  if (FORMULA_START.has(first)) return true;
  return FORMULA_SIGN.test(value.replace(SKIPPED_LEAD, ''));
}

/** `value` as a spreadsheet will show it, never run it: a leading `'` when it could be a formula. */
export function neutraliseFormula(value: string): string {
  return couldRunAsFormula(value) ? `'${value}` : value;
}

function numberText(value: number, decimals: number | undefined): string {
  if (!Number.isFinite(value)) throw new RangeError(`Not a finite number for a CSV cell: ${value}`);
  if (decimals !== undefined && !(Number.isInteger(decimals) && decimals >= 0 && decimals <= 20)) {
    throw new RangeError(`Not a number of decimal places: ${decimals}`);
  }
  const text = decimals === undefined ? String(value) : value.toFixed(decimals);
  // -0 and amounts that round to zero read as 0, never as "-0.00".
  return /^-0(\.0*)?$/.test(text) ? text.slice(1) : text;
}

/** One field as RFC 4180 writes it. */
function field(cell: CsvCell): string {
  if (cell === null) return '';
  const value =
    'text' in cell ? neutraliseFormula(cell.text) : numberText(cell.number, cell.decimals);
  return NEEDS_QUOTES.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/** Rows of cells as CSV text: one CRLF-ended record per row. */
export function toCsv(rows: readonly CsvRow[], options: CsvOptions = {}): string {
  const body = rows.map((row) => row.map(field).join(',') + CRLF).join('');
  return options.bom ? BOM + body : body;
}

/** A table as CSV text: a header record of the column headers, then one record per record. */
export function tableToCsv<T>(
  columns: readonly CsvColumn<T>[],
  records: readonly T[],
  options: CsvOptions = {},
): string {
  const header: CsvRow = columns.map((column) => ({ text: column.header }));
  const rows = records.map((record): CsvRow => columns.map((column) => column.cell(record)));
  return toCsv([header, ...rows], options);
}
