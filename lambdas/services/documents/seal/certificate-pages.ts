import { rgb, type PDFDocument } from 'pdf-lib';
import { certificateBlocks } from './certificate-content';
import { CERTIFICATE_PAGE, layoutCertificate, MARGIN } from './certificate-layout';
import { drawTextLine } from '../../pdf/fonts/text-runs';
import { fontForStyle, measureWith, type SealFonts } from './pdf-fonts';
import type { SealInput } from './seal-input';

const INK = rgb(0.1, 0.12, 0.16);
const MUTED = rgb(0.35, 0.38, 0.44);

/** Appends the completion certificate to `pdf`, on as many A4 pages as it takes. */
export function appendCertificate(pdf: PDFDocument, fonts: SealFonts, input: SealInput): void {
  const pages = layoutCertificate(certificateBlocks(input), (style) =>
    measureWith(fontForStyle(fonts, style)),
  );
  pages.forEach((lines, index) => {
    const page = pdf.addPage([CERTIFICATE_PAGE.width, CERTIFICATE_PAGE.height]);
    for (const line of lines) {
      drawTextLine(page, line.text, {
        x: line.x,
        y: line.y,
        size: line.size,
        chain: fontForStyle(fonts, line.style),
        color: line.style === 'small' ? MUTED : INK,
      });
    }
    const footer = `Certificate of Completion · ${input.document.id} · page ${index + 1} of ${pages.length}`;
    drawTextLine(page, footer, {
      x: MARGIN,
      y: MARGIN / 2,
      size: 7,
      chain: fonts.regular,
      color: MUTED,
    });
  });
}
