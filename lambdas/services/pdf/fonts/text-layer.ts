import {
  endMarkedContent,
  PDFHexString,
  PDFName,
  PDFOperator,
  PDFOperatorNames,
  showText,
  type PDFFont,
  type PDFPage,
} from 'pdf-lib';
import type { Face, TextRun } from './text-runs';

/**
 * The text layer of every PDF the product draws: what a reader gives back when a user searches,
 * copies or listens to the text. A reader knows drawn text only as glyphs, each mapped by the
 * font to the characters it stands for, taken in the order they are drawn; a stretch of
 * right-to-left script it turns around itself. That reads back as written for most text, but
 * not where shaping moved or merged glyphs:
 *  - a Devanagari vowel sign drawn before its consonant ("अनिल" read as "अिनल");
 *  - a glyph for several characters in right-to-left text (the Arabic lam-alef, "لا"): the
 *    reader turns its characters around with the rest of the line, so they come out reversed;
 *  - a glyph a font draws for nothing (an emoji's skin tone on a one-colour emoji).
 * There, and for the fallback glyph of a character no font has, the glyphs are drawn inside a
 * marked-content span whose /ActualText gives the characters (PDF 32000-1 §14.9.4), in the
 * order a reader expects of the glyphs it replaces: as written for left-to-right text, reversed
 * for right-to-left text, which the reader turns back as it does the glyphs around it. Text that
 * reads back as written is left as it is, so a page of Latin text holds no span.
 */

/** Printable ASCII: its glyphs always read back as written (ligatures map to their letters). */
const PLAIN = /^[\x20-\x7e]*$/;

const reversed = (text: string) => Array.from(text).reverse().join('');

/**
 * What a reader must be given for `text` drawn with `face` (in drawing order), or undefined when
 * the glyphs read back as `text` by themselves.
 */
export function replacementOf(face: Face, text: string): string | undefined {
  if (PLAIN.test(text)) return undefined;
  const drawingOrder = face.reverses(text) ? reversed(text) : text;
  return face.readBack(text) === drawingOrder ? undefined : drawingOrder;
}

/**
 * Shows `glyphs` (the font's encoding of some text) at the current text position; inside an
 * ActualText span when readers are to be given `replacement` instead.
 */
export function showGlyphs(glyphs: PDFHexString, replacement?: string): PDFOperator[] {
  if (replacement === undefined) return [showText(glyphs)];
  // The property list written inline: a text string in hex (UTF-16 with its byte order mark).
  const properties = `<< /ActualText ${PDFHexString.fromText(replacement).toString()} >>`;
  return [
    PDFOperator.of(PDFOperatorNames.BeginMarkedContentSequence, [PDFName.of('Span'), properties]),
    showText(glyphs),
    endMarkedContent(),
  ];
}

/** Shows a run at the current text position, in its font (already set), readable as written. */
export function showRun(run: TextRun): PDFOperator[] {
  const { face, text } = run;
  return showGlyphs(face.font.encodeText(text), run.actual ?? replacementOf(face, text));
}

/**
 * The name each page gives each font in its resources. pdf-lib's `drawText` adds a new name
 * with every call that passes a font, which on a long table means thousands of names per page
 * and a file several times larger; here a page names a font once.
 */
const fontNames = new WeakMap<PDFPage, Map<PDFFont, PDFName>>();

export function fontName(page: PDFPage, font: PDFFont): PDFName {
  let names = fontNames.get(page);
  if (!names) fontNames.set(page, (names = new Map()));
  let name = names.get(font);
  if (!name) names.set(font, (name = page.node.newFontDictionary(font.name, font.ref)));
  return name;
}
