import { StandardFonts, type PDFDocument, type PDFFont } from 'pdf-lib';
import type { BlockStyle } from './certificate-content';
import { drawable } from '../../pdf/drawable';
import type { Measure } from '../../pdf/text-layout';

/**
 * The standard PDF fonts the seal writes with: every reader has them, so nothing is embedded.
 * They cover Latin-1 (WinAnsi) only; any other character is drawn as "?" rather than failing
 * the seal, and the audit log keeps the exact text.
 */
export interface SealFonts {
  regular: PDFFont;
  bold: PDFFont;
  italic: PDFFont;
  mono: PDFFont;
}

export async function embedSealFonts(pdf: PDFDocument): Promise<SealFonts> {
  const [regular, bold, italic, mono] = await Promise.all([
    pdf.embedFont(StandardFonts.Helvetica),
    pdf.embedFont(StandardFonts.HelveticaBold),
    pdf.embedFont(StandardFonts.TimesRomanItalic),
    pdf.embedFont(StandardFonts.Courier),
  ]);
  return { regular, bold, italic, mono };
}

export const measureWith =
  (font: PDFFont): Measure =>
  (text, size) =>
    font.widthOfTextAtSize(drawable(font, text), size);

export const fontForStyle = (fonts: SealFonts, style: BlockStyle): PDFFont =>
  style === 'title' || style === 'heading' || style === 'label'
    ? fonts.bold
    : style === 'mono'
      ? fonts.mono
      : fonts.regular;
