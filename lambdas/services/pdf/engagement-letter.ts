import type { TFieldInput } from '@contracts/documents/fields';
import { DEFAULT_FIELD_SIZES } from '@contracts/documents/fields';
import { signerLabel, type LetterContent, type LetterSigner } from '../engagements/letter-content';
import {
  CONTENT_WIDTH,
  drawBlocks,
  drawFooters,
  drawHeading,
  drawMasthead,
  drawRuns,
  HEADING_HEIGHT,
  makeRoom,
  MARGIN,
  measureWith,
  MUTED,
  newPage,
  PAGE,
  pdfText,
  rule,
  RULE,
  saveDocument,
  startDocument,
  type Sheet,
} from '../timesheets/pdf-sheet';
import { wrapText } from './text-layout';

/**
 * An engagement letter or change order as an A4 PDF, on the product's sheets and font chains, so
 * a name, an address or a clause typed in any script prints as typed: the title and details, the
 * parties, the sections of `letterContent`, then a last page with a block per signer, in signing
 * order, each with a box for the signature and one for the date. Answers the boxes as fields of
 * the document (fractions of the page, top-left origin), so the signers sign where the letter
 * says. The file's dates are the letter's own (`at`), never the clock's.
 */

export interface RenderedLetter {
  bytes: Uint8Array;
  fileName: string;
  /** Per signer, in signing order: the page (from 1) of their signature and date boxes. */
  fields: SignerBoxes[];
}

export interface SignerBoxes {
  page: number;
  signature: Box;
  date: Box;
}

export type Box = Pick<TFieldInput, 'x' | 'y' | 'width' | 'height'>;

const PRODUCER = 'vCISO Hub engagement letters';
const TEXT_SIZE = 10;
const TEXT_LINE = TEXT_SIZE * 1.4;
const SMALL = 8.5;
/** A signer's block on the signature page: their name and e-mail, then the two boxes. */
const SIGNER_BLOCK = 150;

/** The file's name: the title's letters and digits, as a download names it. */
export const letterFileName = (title: string): string =>
  `${
    title
      .normalize('NFKD')
      .replace(/[^\w-]+/g, ' ')
      .trim()
      .replace(/\s+/g, '-')
      .slice(0, 80) || 'letter'
  }.pdf`;

/** Paragraphs wrapped to the page, each line on the page it fits. */
function drawParagraphs(sheet: Sheet, lines: readonly string[]): void {
  const chain = sheet.fonts.regular;
  const measure = measureWith(chain);
  for (const paragraph of lines) {
    for (const part of paragraph.split(/\r?\n/)) {
      const text = pdfText(part);
      const wrapped = text ? wrapText(text, CONTENT_WIDTH, TEXT_SIZE, measure) : [''];
      for (const line of wrapped) {
        makeRoom(sheet, TEXT_LINE);
        sheet.y -= TEXT_LINE;
        if (line)
          drawRuns(sheet.page, [{ text: line, x: MARGIN, y: sheet.y, size: TEXT_SIZE, chain }]);
      }
    }
    sheet.y -= 4;
  }
}

const boxOf = (left: number, top: number, size: { width: number; height: number }): Box => ({
  x: left / PAGE.width,
  y: (PAGE.height - top) / PAGE.height,
  width: size.width / PAGE.width,
  height: size.height / PAGE.height,
});

/** One signer's block: who they sign for, their name and e-mail, the signature and date lines. */
function drawSigner(sheet: Sheet, signer: LetterSigner): SignerBoxes {
  const { regular, bold } = sheet.fonts;
  makeRoom(sheet, SIGNER_BLOCK);
  const top = sheet.y;
  drawRuns(sheet.page, [
    {
      text: signerLabel(signer.side),
      x: MARGIN,
      y: top - 12,
      size: SMALL,
      chain: bold,
      color: MUTED,
    },
    { text: pdfText(signer.name), x: MARGIN, y: top - 26, size: TEXT_SIZE, chain: bold },
    {
      text: pdfText(signer.email),
      x: MARGIN,
      y: top - 39,
      size: SMALL,
      chain: regular,
      color: MUTED,
    },
  ]);
  const sig = DEFAULT_FIELD_SIZES.signature;
  const date = DEFAULT_FIELD_SIZES.date;
  const boxTop = top - 50;
  const bottom = boxTop - sig.height;
  const dateLeft = MARGIN + sig.width + 60;
  rule(sheet.page, bottom, MARGIN, MARGIN + sig.width, 0.8, RULE);
  rule(sheet.page, bottom, dateLeft, dateLeft + date.width, 0.8, RULE);
  drawRuns(sheet.page, [
    { text: 'Signature', x: MARGIN, y: bottom - 11, size: SMALL, chain: regular, color: MUTED },
    { text: 'Date', x: dateLeft, y: bottom - 11, size: SMALL, chain: regular, color: MUTED },
  ]);
  sheet.y = top - SIGNER_BLOCK;
  return {
    page: sheet.pages.length,
    signature: boxOf(MARGIN, boxTop, sig),
    date: boxOf(dateLeft, bottom + date.height, date),
  };
}

export async function renderEngagementLetter(
  content: LetterContent,
  metadata: { author: string; at: Date },
): Promise<RenderedLetter> {
  const sheet = await startDocument({
    title: content.title,
    author: metadata.author,
    producer: PRODUCER,
    at: metadata.at,
  });
  drawMasthead(sheet, content.title, content.details);
  drawBlocks(sheet, content.parties);
  for (const section of content.sections) {
    makeRoom(sheet, HEADING_HEIGHT + 2 * TEXT_LINE);
    drawHeading(sheet, pdfText(section.heading));
    drawParagraphs(sheet, section.lines);
  }
  // The signatures have a page of their own, so every signer's boxes are on one known page.
  newPage(sheet);
  drawHeading(sheet, 'Signatures');
  drawParagraphs(sheet, [
    'Signed electronically by each party below, in the order shown. The sealed copy records when and how each signed.',
  ]);
  sheet.y -= 8;
  const fields = content.signers.map((signer) => drawSigner(sheet, signer));
  drawFooters(sheet, content.footer);
  return {
    bytes: await saveDocument(sheet),
    fileName: letterFileName(content.title),
    fields,
  };
}
