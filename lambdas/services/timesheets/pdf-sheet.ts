import {
  beginText,
  endText,
  PDFHexString,
  rgb,
  setFillingColor,
  setFontAndSize,
  setTextMatrix,
  PDFDocument,
  type Color,
  type PDFFont,
  type PDFOperator,
  type PDFPage,
} from 'pdf-lib';
import { fontName, replacementOf, showGlyphs, showRun } from '../pdf/fonts/text-layer';
import { embedTextFonts } from '../pdf/fonts/text-fonts';
import { textRuns, type Face, type FontChain, type TextRun } from '../pdf/fonts/text-runs';
import { wrapText, type Measure } from '../pdf/text-layout';

/**
 * Drawing the timesheet PDF on A4 pages with the product's font chains (`pdf/fonts/`), so text
 * a user types in any script prints as typed: lines of text written as few PDF operators as
 * possible, each cut into runs of one font, and tables that run over pages with their header
 * repeated. Layout only; what the timesheet shows is `render-pdf.ts`'s business.
 */

/** A4 portrait, in points. */
export const PAGE = { width: 595.28, height: 841.89 };
export const MARGIN = 40;
const TOP = PAGE.height - MARGIN;
export const CONTENT_WIDTH = PAGE.width - 2 * MARGIN;
/** Content stops here; the footer sits below it. */
export const BOTTOM = 52;

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
  regular: FontChain;
  bold: FontChain;
}

/** The regular and bold chains, every font in them embedded as a subset of the glyphs drawn. */
export async function embedSheetFonts(pdf: PDFDocument): Promise<Fonts> {
  const { regular, bold } = await embedTextFonts(pdf);
  return { regular, bold };
}

const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;

/**
 * `text` as one line: composed (NFC, so a letter and its accent are the one character a font
 * has) and with each run of spaces, tabs and line breaks made one space. Nothing is replaced:
 * the chains draw every script, and a character no font has becomes their visible fallback.
 */
export function pdfText(text: string): string {
  return (PRINTABLE_ASCII.test(text) ? text : text.normalize('NFC')).replace(/\s+/g, ' ').trim();
}

const coversAscii = new WeakMap<Face, boolean>();

/** Whether the face draws every printable ASCII character, as each chain's first face does. */
function drawsAscii(face: Face): boolean {
  let covers = coversAscii.get(face);
  if (covers === undefined) {
    covers = true;
    for (let cp = 0x20; cp <= 0x7e && covers; cp++) covers = face.has(cp);
    coversAscii.set(face, covers);
  }
  return covers;
}

/**
 * Characters a reader never sees: a zero-width space, a soft hyphen, the marks and isolates
 * that set the direction of bidirectional text. A font that has them draws them as a space
 * (pdf-lib takes the glyph fontkit puts in their place, and its width), so they are dropped
 * once the runs are in order. Joiners stay, for the shaping they change.
 */
const INVISIBLE = /[\u00ad\u200b\u200e\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/g;

/** One line of `text` as runs of one font each, left to right. */
function runsOf(chain: FontChain, text: string): TextRun[] {
  const first = chain.faces[0]!;
  // Printable ASCII, as most cells are, is one run of the first face: no need to look at each
  // character for its font or direction.
  if (PRINTABLE_ASCII.test(text) && drawsAscii(first)) return text ? [{ text, face: first }] : [];
  const runs = textRuns(text, chain);
  if (!text.match(INVISIBLE)) return runs;
  return runs
    .map((run) => ({ ...run, text: run.text.replace(INVISIBLE, '') }))
    .filter((run) => run.text);
}

/**
 * The pieces of a run that are shaped apart: a word (letters with their marks and joiners), or
 * any other character (a space, a digit, punctuation) with the marks on it.
 */
const PIECE = /[\p{L}\u200c\u200d][\p{L}\p{M}\u200c\u200d]*|[^][\p{M}]*/gu;
/**
 * A right-to-left run is shaped whole: the font's layout turns it around, words and all. So is
 * a run of emoji, whose sequences (a family joined by zero-width joiners, a flag) are one glyph.
 */
const SHAPED_WHOLE =
  /[\p{Script=Hebrew}\p{Script=Arabic}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}\p{Extended_Pictographic}\u{1f1e6}-\u{1f1ff}]/u;

function piecesOf(text: string): readonly string[] {
  return SHAPED_WHOLE.test(text) ? [text] : (text.match(PIECE) ?? []);
}

/**
 * A piece as a font draws it: its width at 1 pt, its glyphs (hex) and what readers are to be
 * given for them when it is not the piece itself (null: nothing), each found when needed.
 */
interface Shaped {
  width?: number;
  glyphs?: string;
  replacement?: string | null;
}

/**
 * Each font's pieces, shaped once per document. Shaping (ligatures, Arabic joining, Devanagari
 * conjuncts) is the slow part of drawing with an embedded font, and it stays within a word, so
 * a run is measured and drawn as its pieces put together: a table of a thousand entries shapes
 * each distinct word once rather than each line every time it is measured, wrapped and drawn,
 * and its dates, times and amounts are digits already shaped. A word is also shaped by its own
 * script, which a run shaped whole would take from its first word.
 */
const shapedPieces = new WeakMap<PDFFont, Map<string, Shaped>>();

function shapedPiece(font: PDFFont, piece: string): Shaped {
  let pieces = shapedPieces.get(font);
  if (!pieces) shapedPieces.set(font, (pieces = new Map()));
  let shaped = pieces.get(piece);
  if (!shaped) pieces.set(piece, (shaped = {}));
  return shaped;
}

function runWidth(font: PDFFont, text: string, size: number): number {
  let width = 0;
  for (const piece of piecesOf(text)) {
    const shaped = shapedPiece(font, piece);
    width += shaped.width ??= font.widthOfTextAtSize(piece, 1);
  }
  return width * size;
}

/**
 * The operators that show a run: its pieces' glyphs in as few strings as possible, a piece whose
 * glyphs would not read back as written in an ActualText span of its own (`text-layer.ts`).
 */
function showRunPieces(run: TextRun): PDFOperator[] {
  const { face, text } = run;
  if (run.actual !== undefined) return showRun(run);
  const font = face.font;
  const ops: PDFOperator[] = [];
  let glyphs = '';
  const flush = () => {
    if (glyphs) ops.push(...showGlyphs(PDFHexString.of(glyphs)));
    glyphs = '';
  };
  for (const piece of piecesOf(text)) {
    const shaped = shapedPiece(font, piece);
    shaped.glyphs ??= font.encodeText(piece).asString();
    if (shaped.replacement === undefined) shaped.replacement = replacementOf(face, piece) ?? null;
    if (shaped.replacement === null) {
      glyphs += shaped.glyphs;
      continue;
    }
    flush();
    ops.push(...showGlyphs(PDFHexString.of(shaped.glyphs), shaped.replacement));
  }
  flush();
  return ops;
}

/** Width in points of one line of `text` drawn with the chain at `size`. */
export function widthOf(chain: FontChain, text: string, size: number): number {
  let width = 0;
  for (const run of runsOf(chain, text)) width += runWidth(run.face.font, run.text, size);
  return width;
}

export const measureWith =
  (chain: FontChain): Measure =>
  (text, size) =>
    widthOf(chain, text, size);

/** One line of text to draw, as `pdfText` gives it; `y` is its baseline. */
export interface Run {
  text: string;
  x: number;
  y: number;
  size: number;
  chain: FontChain;
  color?: Color;
}

/**
 * Draws `runs` as one text object, setting font and colour only when they change. A line in
 * more than one font is placed once and its runs shown one after the other: each leaves the
 * text position at its end, by the widths the embedded font records, where the next begins.
 */
export function drawRuns(page: PDFPage, runs: readonly Run[]): void {
  const ops: PDFOperator[] = [beginText()];
  let font: PDFFont | undefined;
  let size: number | undefined;
  let color: Color | undefined;
  for (const run of runs) {
    if ((run.color ?? INK) !== color) {
      color = run.color ?? INK;
      ops.push(setFillingColor(color));
    }
    ops.push(setTextMatrix(1, 0, 0, 1, run.x, run.y));
    for (const shown of runsOf(run.chain, run.text)) {
      if (shown.face.font !== font || run.size !== size) {
        font = shown.face.font;
        size = run.size;
        ops.push(setFontAndSize(fontName(page, font), size));
      }
      ops.push(...showRunPieces(shown));
    }
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

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

/**
 * One line of `text` cut with "…" to fit `width`, between characters as a reader sees them (a
 * letter with its marks, a Devanagari conjunct), never inside one.
 */
export function truncated(chain: FontChain, text: string, size: number, width: number): string {
  const measure = measureWith(chain);
  if (measure(text, size) <= width) return text;
  const starts = Array.from(graphemes.segment(text), (g) => g.index);
  const cut = (count: number) => `${text.slice(0, starts[count]).trimEnd()}…`;
  // The most characters that fit with the "…", found in a few measures rather than one per
  // character dropped.
  let fits = 0;
  let over = starts.length;
  while (over - fits > 1) {
    const mid = (fits + over) >> 1;
    if (measure(cut(mid), size) <= width) fits = mid;
    else over = mid;
  }
  return cut(fits);
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

/** Starts the next page: the sheet draws on from its top. */
export function newPage(sheet: Sheet): void {
  sheet.page = sheet.pdf.addPage([PAGE.width, PAGE.height]);
  sheet.pages.push(sheet.page);
  sheet.y = TOP;
}

/** Starts a new page unless `height` more points fit above the bottom margin. */
export function makeRoom(sheet: Sheet, height: number): void {
  if (sheet.y - height < BOTTOM) newPage(sheet);
}

export function drawHeading(sheet: Sheet, text: string, x = MARGIN): void {
  const chain = sheet.fonts.bold;
  sheet.y -= HEADING_SIZE + 4;
  drawRuns(sheet.page, [{ text, x, y: sheet.y, size: HEADING_SIZE, chain }]);
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
function layRow(chain: FontChain, cells: readonly string[], widths: readonly number[]): LaidRow {
  const measure = measureWith(chain);
  const laid = cells.map((cell, i) => {
    const width = widths[i]! - 2 * CELL_PAD.x;
    const text = pdfText(cell);
    // Most cells (dates, times, amounts) fit as they are: one measure instead of one per word.
    if (measure(text, CELL_SIZE) <= width) return [text];
    const lines = wrapText(text, width, CELL_SIZE, measure);
    return lines.length > MAX_CELL_LINES ? [...lines.slice(0, MAX_CELL_LINES - 1), '…'] : lines;
  });
  const lineCount = Math.max(1, ...laid.map((lines) => lines.length));
  return { cells: laid, height: lineCount * CELL_LINE + 2 * CELL_PAD.y };
}

function drawRow(sheet: Sheet, row: LaidRow, table: Table, widths: number[], chain: FontChain) {
  const runs: Run[] = [];
  let x = MARGIN;
  row.cells.forEach((lines, i) => {
    const width = widths[i]!;
    const right = table.columns[i]!.align === 'right';
    lines.forEach((text, n) => {
      runs.push({
        text,
        x: right ? x + width - CELL_PAD.x - widthOf(chain, text, CELL_SIZE) : x + CELL_PAD.x,
        y: sheet.y - CELL_PAD.y - CELL_ASCENT - n * CELL_LINE,
        size: CELL_SIZE,
        chain,
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
    const empty = { text: table.empty, x: MARGIN, y: sheet.y, size: NOTE_SIZE, chain: regular };
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

/**
 * The pieces every product PDF on these sheets shares (the timesheet export, invoices and credit
 * notes): a document whose metadata never reads the clock, the masthead, the totals box and the
 * page footers.
 */

const FOOTER_Y = 28;
const SIZE = { title: 20, meta: 9.5, total: 9.5, footer: 7.5 };
const META_LINE = SIZE.meta * 1.35;

/** Fixed, so the file records no library version and the bytes never change under a retry. */
const CREATOR = 'vCISO Hub';

export interface SheetMetadata {
  title: string;
  author: string;
  /** What made the file, e.g. `vCISO Hub timesheet export`. */
  producer: string;
  /** The file's creation and modification date: the same input always gives the same bytes. */
  at: Date;
}

/** A new A4 document with its fonts embedded and its first page started. */
export async function startDocument(metadata: SheetMetadata): Promise<Sheet> {
  // Without updateMetadata pdf-lib writes no dates of its own, which would read the clock.
  const pdf = await PDFDocument.create({ updateMetadata: false });
  const fonts = await embedSheetFonts(pdf);
  pdf.setTitle(metadata.title);
  pdf.setAuthor(metadata.author);
  pdf.setCreator(CREATOR);
  pdf.setProducer(metadata.producer);
  pdf.setLanguage('en-GB');
  pdf.setCreationDate(metadata.at);
  pdf.setModificationDate(metadata.at);
  return startSheet(pdf, fonts);
}

/** The finished file's bytes. */
export const saveDocument = (sheet: Sheet): Promise<Uint8Array> =>
  // In one go: pdf-lib otherwise pauses every 50 objects to let other work run, and a consumer
  // making a file has none.
  sheet.pdf.save({ objectsPerTick: Number.POSITIVE_INFINITY });

/** The title and the file's details (label, value; values wrap), at the top of the first page. */
export function drawMasthead(
  sheet: Sheet,
  title: string,
  details: ReadonlyArray<readonly [string, string]>,
): void {
  const { regular, bold } = sheet.fonts;
  sheet.y -= SIZE.title;
  const runs: Run[] = [
    { text: pdfText(title), x: MARGIN, y: sheet.y, size: SIZE.title, chain: bold },
  ];
  sheet.y -= 14;
  const labelWidth = 80;
  const valueWidth = CONTENT_WIDTH - labelWidth;
  const measure = measureWith(regular);
  for (const [label, value] of details) {
    const lines = wrapText(pdfText(value), valueWidth, SIZE.meta, measure);
    sheet.y -= META_LINE;
    runs.push({ text: label, x: MARGIN, y: sheet.y, size: SIZE.meta, chain: bold, color: MUTED });
    lines.forEach((text, i) => {
      if (i > 0) sheet.y -= META_LINE;
      runs.push({ text, x: MARGIN + labelWidth, y: sheet.y, size: SIZE.meta, chain: regular });
    });
  }
  drawRuns(sheet.page, runs);
  sheet.y -= 10;
  rule(sheet.page, sheet.y, MARGIN, PAGE.width - MARGIN, 1.2, ACCENT);
  sheet.y -= 8;
}

/**
 * Blocks of lines side by side (an invoice's "From" and "Bill to"), each under its heading; a
 * line keeps its breaks and wraps to its column.
 */
export function drawBlocks(
  sheet: Sheet,
  blocks: ReadonlyArray<{ heading: string; lines: readonly string[] }>,
): void {
  const { regular, bold } = sheet.fonts;
  const gap = 20;
  const width = (CONTENT_WIDTH - gap * (blocks.length - 1)) / blocks.length;
  const measure = measureWith(regular);
  const laid = blocks.map((block) =>
    block.lines.flatMap((line) =>
      line
        .split(/\r?\n/)
        .map(pdfText)
        .filter(Boolean)
        .flatMap((text) => wrapText(text, width, SIZE.meta, measure)),
    ),
  );
  const height = META_LINE * (1 + Math.max(...laid.map((lines) => lines.length)));
  makeRoom(sheet, height + 12);
  const top = sheet.y - 6;
  const runs: Run[] = [];
  blocks.forEach((block, i) => {
    const x = MARGIN + i * (width + gap);
    let y = top - SIZE.meta;
    runs.push({ text: pdfText(block.heading), x, y, size: SIZE.meta, chain: bold, color: MUTED });
    for (const text of laid[i]!) {
      y -= META_LINE;
      runs.push({ text, x, y, size: SIZE.meta, chain: regular });
    }
  });
  drawRuns(sheet.page, runs);
  sheet.y = top - height - 10;
}

/**
 * Totals (label, value), right-aligned under the tables and kept together on one page; the last,
 * the figure that matters, stands out bold on a shaded band.
 */
export function drawTotals(
  sheet: Sheet,
  rows: ReadonlyArray<readonly [string, string]>,
  heading = 'Totals',
): void {
  const { regular, bold } = sheet.fonts;
  const height = SIZE.total * 1.6;
  const width = 260;
  const left = PAGE.width - MARGIN - width;
  const gap = 18;
  makeRoom(sheet, gap + HEADING_HEIGHT + rows.length * height);
  sheet.y -= gap;
  drawHeading(sheet, heading, left);
  rows.forEach(([label, value], i) => {
    const last = i === rows.length - 1;
    const chain = last ? bold : regular;
    if (last)
      sheet.page.drawRectangle({ x: left, y: sheet.y - height, width, height, color: SHADE });
    const y = sheet.y - height + SIZE.total * 0.55;
    const valueX = left + width - CELL_PAD.x - widthOf(chain, value, SIZE.total);
    drawRuns(sheet.page, [
      { text: label, x: left + CELL_PAD.x, y, size: SIZE.total, chain },
      { text: value, x: valueX, y, size: SIZE.total, chain },
    ]);
    sheet.y -= height;
    rule(sheet.page, sheet.y, left, left + width, last ? 1 : 0.4, last ? ACCENT : RULE);
  });
}

/** The footer of every page: what the file is (cut to fit), and "Page n of m". */
export function drawFooters(sheet: Sheet, what: string): void {
  const chain = sheet.fonts.regular;
  const described = pdfText(what);
  sheet.pages.forEach((page, index) => {
    const number = `Page ${index + 1} of ${sheet.pages.length}`;
    const numberWidth = widthOf(chain, number, SIZE.footer);
    const text = truncated(chain, described, SIZE.footer, CONTENT_WIDTH - numberWidth - 20);
    const style = { y: FOOTER_Y, size: SIZE.footer, chain, color: MUTED };
    drawRuns(page, [
      { text, x: MARGIN, ...style },
      { text: number, x: PAGE.width - MARGIN - numberWidth, ...style },
    ]);
  });
}

/** A whole product PDF: what `renderSheetReport` draws, top to bottom. */
export interface SheetReport {
  metadata: SheetMetadata;
  /** The title at the top of the first page, and the file's details under it. */
  heading: string;
  details: ReadonlyArray<readonly [string, string]>;
  /** What stands between the masthead and the totals: tables, blocks. */
  body(sheet: Sheet): void;
  totals: ReadonlyArray<readonly [string, string]>;
  /** What every page's footer says the file is. */
  footer: string;
}

/**
 * The layout every product PDF shares: the masthead, the body, the totals box and the page
 * footers, on a document whose bytes depend on the report alone.
 */
export async function renderSheetReport(report: SheetReport): Promise<Uint8Array> {
  const sheet = await startDocument(report.metadata);
  drawMasthead(sheet, report.heading, report.details);
  report.body(sheet);
  drawTotals(sheet, report.totals);
  drawFooters(sheet, report.footer);
  return saveDocument(sheet);
}
