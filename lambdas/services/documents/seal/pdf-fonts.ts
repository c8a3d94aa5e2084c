import type { PDFDocument } from 'pdf-lib';
import { embedTextFonts, type TextFonts } from '../../pdf/fonts/text-fonts';
import { textWidth, type FontChain } from '../../pdf/fonts/text-runs';
import type { Measure } from '../../pdf/text-layout';
import type { BlockStyle } from './certificate-content';

/**
 * The fonts the seal writes with: embedded subsets that print every script a signer's name or
 * value may be in (`lambdas/services/pdf/fonts/`), the typed signature in italic, hashes in
 * Courier. A character no font has is drawn as a visible fallback glyph; the audit log keeps
 * the exact text.
 */
export type SealFonts = TextFonts;

export const embedSealFonts = (pdf: PDFDocument): Promise<SealFonts> => embedTextFonts(pdf);

export const measureWith =
  (chain: FontChain): Measure =>
  (text, size) =>
    textWidth(chain, text, size);

export const fontForStyle = (fonts: SealFonts, style: BlockStyle): FontChain =>
  style === 'title' || style === 'heading' || style === 'label'
    ? fonts.bold
    : style === 'mono'
      ? fonts.mono
      : fonts.regular;
