import {
  beginText,
  endText,
  rgb,
  setFillingColor,
  setFontAndSize,
  setTextMatrix,
  showText,
  StandardFonts,
  type Color,
  type PDFDocument,
  type PDFFont,
  type PDFName,
  type PDFOperator,
  type PDFPage,
} from 'pdf-lib';
import { drawable } from '../pdf/drawable';
import { wrapText, type Measure } from '../pdf/text-layout';
import { foldToLatin } from './render-csv';

/**
 * Drawing the timesheet PDF on A4 pages with the two standard Helvetica fonts: text any user
 * may type made drawable, lines of text written as few PDF operators as possible, and tables
 * that run over pages with their header repeated. Layout only; what the timesheet shows is
 * `render-pdf.ts`'s business.
 */

/** A4 portrait, in points. */
export const PAGE = { width: 595.28, height: 841.89 };
export const MARGIN = 40;
const TOP = PAGE.height - MARGIN;
export const CONTENT_WIDTH = PAGE.width - 2 * MARGIN;
/** Content stops here; the footer sits below it. */
const BOTTOM = 52;

const HEADING_SIZE = 12;
/** A heading with the space around it. */
export const HEADING_HEIGHT = HEADING_SIZE + 10;
const CELL_SIZE = 8.5;
const CELL_LINE = 10.5;
export const CELL_PAD = { x: 4, y: 3.5 };
/** From a cell line's top to its baseline. */
const CELL_ASCENT = 7.6;
/** The note that stands in for an empty table. */
const NOTE_SIZE = 9.5;
/**
 * A description is at most 500 characters, which wraps to far fewer lines than this; the cap
 * only keeps text that is somehow longer from running off its page.
 */
const MAX_CELL_LINES = 40;

const INK = rgb(0.11, 0.13, 0.17);
export const MUTED = rgb(0.38, 0.41, 0.47);
export const RULE = rgb(0.82, 0.84, 0.87);
export const SHADE = rgb(0.93, 0.94, 0.96);
export const ACCENT = rgb(0.13, 0.3, 0.55);

export interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

/** The standard fonts every reader has: nothing is embedded, and each is added once. */
export async function standardFonts(pdf: PDFDocument): Promise<Fonts> {
  const [regular, bold] = await Promise.all([
    pdf.embedFont(StandardFonts.Helvetica),
    pdf.embedFont(StandardFonts.HelveticaBold),
  ]);
  return { regular, bold };
}

export const measureWith =
  (font: PDFFont): Measure =>
  (text, size) =>
    font.widthOfTextAtSize(text, size);

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });
const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;
/** Control and format characters (zero-width joiners, direction marks) draw nothing. */
const INVISIBLE = /^[\p{Cc}\p{Cf}]+$/u;

/**
 * `text` as the standard fonts can draw it, on one line: they hold Latin-1 (WinAnsi) only, and
 * a user may type anything. A letter outside it is drawn without its accent (`ż` → `z`), any
 * other character (an emoji, Chinese) as one "?", so a description never fails an export.
 */
export function pdfText(font: PDFFont, text: string): string {
  // Printable ASCII, as most cells are, is all in the font: no need to look at each character.
  if (PRINTABLE_ASCII.test(text)) return text.trim();
  const flat = text.normalize('NFC').replace(/\s+/g, ' ').trim();
  if (drawable(font, flat) === flat) return flat;
  let out = '';
  for (const { segment } of graphemes.segment(flat)) {
    if (drawable(font, segment) === segment) out += segment;
    else if (!INVISIBLE.test(segment)) {
      const folded = foldToLatin(segment);
      out += folded && drawable(font, folded) === folded ? folded : '?';
    }
  }
  return out;
}

/** One line of text to draw, already drawable by its font; `y` is its baseline. */
export interface Run {
  text: string;
  x: number;
  y: number;
  size: number;
  font: PDFFont;
  color?: Color;
}

/**
 * The name each page gives each font in its resources. pdf-lib's `drawText` adds a new name
 * with every call that passes a font, which on a long table means thousands of names per page
 * and a file several times larger; here a page names a font once.
 */
const fontNames = new WeakMap<PDFPage, Map<PDFFont, PDFName>>();

function fontName(page: PDFPage, font: PDFFont): PDFName {
  let names = fontNames.get(page);
  if (!names) fontNames.set(page, (names = new Map()));
  let name = names.get(font);
  if (!name) names.set(font, (name = page.node.newFontDictionary(font.name, font.ref)));
  return name;
}

/** Draws `runs` as one text object, setting font and colour only when they change. */
export function drawRuns(page: PDFPage, runs: readonly Run[]): void {
  const ops: PDFOperator[] = [beginText()];
  let font: PDFFont | undefined;
  let size: number | undefined;
  let color: Color | undefined;
  for (const run of runs) {
    if (run.font !== font || run.size !== size) {
      ({ font, size } = run);
      ops.push(setFontAndSize(fontName(page, font), size));
    }
    if ((run.color ?? INK) !== color) {
      color = run.color ?? INK;
      ops.push(setFillingColor(color));
    }
    ops.push(setTextMatrix(1, 0, 0, 1, run.x, run.y), showText(run.font.encodeText(run.text)));
  }
  ops.push(endText());
  page.pushOperators(...ops);
}

export function rule(
  page: PDFPage,
  y: number,
  from: number,
  to: number,
  thickness: number,
  color: Color,
) {
  page.drawLine({ start: { x: from, y }, end: { x: to, y }, thickness, color });
}

/** `text`, already drawable, cut with "…" to fit `width`. */
export function truncated(font: PDFFont, text: string, size: number, width: number): string {
  if (font.widthOfTextAtSize(text, size) <= width) return text;
  let cut = text;
  while (cut && font.widthOfTextAtSize(`${cut}…`, size) > width) cut = cut.slice(0, -1);
  return `${cut}…`;
}

/** Where drawing has got to: the page being filled and the top of the free space on it. */
export interface Sheet {
  pdf: PDFDocument;
  fonts: Fonts;
  pages: PDFPage[];
  page: PDFPage;
  y: number;
}

export function startSheet(pdf: PDFDocument, fonts: Fonts): Sheet {
  const page = pdf.addPage([PAGE.width, PAGE.height]);
  return { pdf, fonts, pages: [page], page, y: TOP };
}

function newPage(sheet: Sheet): void {
  sheet.page = sheet.pdf.addPage([PAGE.width, PAGE.height]);
  sheet.pages.push(sheet.page);
  sheet.y = TOP;
}

/** Starts a new page unless `height` more points fit above the bottom margin. */
export function makeRoom(sheet: Sheet, height: number): void {
  if (sheet.y - height < BOTTOM) newPage(sheet);
}

export function drawHeading(sheet: Sheet, text: string, x = MARGIN): void {
  const font = sheet.fonts.bold;
  sheet.y -= HEADING_SIZE + 4;
  drawRuns(sheet.page, [{ text, x, y: sheet.y, size: HEADING_SIZE, font }]);
  sheet.y -= 6;
}

export interface Column {
  header: string;
  /** Points; the one column without a width takes what the others leave. */
  width?: number;
  align?: 'right';
}

export interface Table {
  title: string;
  columns: Column[];
  rows: string[][];
  /** Shown instead of the table when it has no rows. */
  empty: string;
}

/** A row ready to draw: each cell's lines, and the row's height. */
interface LaidRow {
  cells: string[][];
  height: number;
}

function columnWidths(columns: readonly Column[]): number[] {
  const fixed = columns.reduce((sum, c) => sum + (c.width ?? 0), 0);
  return columns.map((c) => c.width ?? CONTENT_WIDTH - fixed);
}

/** Each cell wrapped to its column, a word too long for it cut, so no text runs into the next. */
function layRow(font: PDFFont, cells: readonly string[], widths: readonly number[]): LaidRow {
  const measure = measureWith(font);
  const laid = cells.map((cell, i) => {
    const width = widths[i]! - 2 * CELL_PAD.x;
    const text = pdfText(font, cell);
    // Most cells (dates, times, amounts) fit as they are: one measure instead of one per word.
    if (measure(text, CELL_SIZE) <= width) return [text];
    const lines = wrapText(text, width, CELL_SIZE, measure);
    return lines.length > MAX_CELL_LINES ? [...lines.slice(0, MAX_CELL_LINES - 1), '…'] : lines;
  });
  const lineCount = Math.max(1, ...laid.map((lines) => lines.length));
  return { cells: laid, height: lineCount * CELL_LINE + 2 * CELL_PAD.y };
}

function drawRow(sheet: Sheet, row: LaidRow, table: Table, widths: number[], font: PDFFont) {
  const runs: Run[] = [];
  let x = MARGIN;
  row.cells.forEach((lines, i) => {
    const width = widths[i]!;
    const right = table.columns[i]!.align === 'right';
    lines.forEach((text, n) => {
      runs.push({
        text,
        x: right
          ? x + width - CELL_PAD.x - font.widthOfTextAtSize(text, CELL_SIZE)
          : x + CELL_PAD.x,
        y: sheet.y - CELL_PAD.y - CELL_ASCENT - n * CELL_LINE,
        size: CELL_SIZE,
        font,
      });
    });
    x += width;
  });
  drawRuns(sheet.page, runs);
  sheet.y -= row.height;
}

function drawHeaderRow(sheet: Sheet, header: LaidRow, table: Table, widths: number[]): void {
  const { height } = header;
  const y = sheet.y - height;
  sheet.page.drawRectangle({ x: MARGIN, y, width: CONTENT_WIDTH, height, color: SHADE });
  drawRow(sheet, header, table, widths, sheet.fonts.bold);
}

/**
 * A table under its heading. The heading never ends a page alone: it moves on with the header
 * and first row. Each further page repeats the heading, marked "(continued)", and the header.
 */
export function drawTable(sheet: Sheet, table: Table): void {
  const { regular, bold } = sheet.fonts;
  const widths = columnWidths(table.columns);
  const headers = table.columns.map((c) => c.header);
  const header = layRow(bold, headers, widths);
  const rows = table.rows.map((cells) => layRow(regular, cells, widths));
  makeRoom(sheet, HEADING_HEIGHT + header.height + (rows[0]?.height ?? CELL_LINE));
  drawHeading(sheet, table.title);
  if (rows.length === 0) {
    sheet.y -= CELL_LINE;
    const empty = { text: table.empty, x: MARGIN, y: sheet.y, size: NOTE_SIZE, font: regular };
    drawRuns(sheet.page, [{ ...empty, color: MUTED }]);
    sheet.y -= 6;
    return;
  }
  drawHeaderRow(sheet, header, table, widths);
  for (const row of rows) {
    if (sheet.y - row.height < BOTTOM) {
      newPage(sheet);
      drawHeading(sheet, `${table.title} (continued)`);
      drawHeaderRow(sheet, header, table, widths);
    }
    drawRow(sheet, row, table, widths, regular);
    rule(sheet.page, sheet.y, MARGIN, PAGE.width - MARGIN, 0.4, RULE);
  }
}
