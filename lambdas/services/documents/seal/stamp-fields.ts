import { degrees, type PDFDocument, type PDFImage, type PDFPage } from 'pdf-lib';
import {
  normalizeRotation,
  placementPoint,
  uprightPlacement,
  type PageFrame,
  type UprightPlacement,
} from '@domain/documents/page-geometry';
import { judgeSignatureImage } from '@domain/documents/signature-image';
import { drawTextLine, type FontChain } from '../../pdf/fonts/text-runs';
import { measureWith, type SealFonts } from './pdf-fonts';
import type { SealStamp } from './seal-input';
import { fitText } from '../../pdf/text-layout';

/** Space kept free inside a field's edges, as a share of its smaller side. */
const PADDING = 0.08;

/** The page as the editor showed it: its visible box (CropBox, else MediaBox) and /Rotate. */
export function pageFrame(page: PDFPage): PageFrame {
  const box = page.getCropBox();
  return { box, rotation: normalizeRotation(page.getRotation().angle) };
}

/**
 * Draws every signed field onto its page of `pdf`, where the signer saw it and upright as they
 * read it. A field on a page the file does not have is skipped (the server refuses such fields
 * when they are saved, so this only guards against a file that changed since).
 */
export async function stampFields(
  pdf: PDFDocument,
  fonts: SealFonts,
  stamps: readonly SealStamp[],
): Promise<void> {
  const pages = pdf.getPages();
  for (const stamp of stamps) {
    const page = pages[stamp.page - 1];
    if (!page) continue;
    const placement = uprightPlacement(pageFrame(page), stamp);
    const pad = Math.min(placement.width, placement.height) * PADDING;
    const inner: UprightPlacement = {
      ...placement,
      origin: placementPoint(placement, pad, pad),
      width: placement.width - 2 * pad,
      height: placement.height - 2 * pad,
    };
    const { value } = stamp;
    const image = value.kind === 'image' ? await embedSignature(pdf, value.png) : undefined;
    if (image) drawImage(page, inner, image);
    else {
      const text = value.kind === 'image' ? value.fallback : value.text;
      drawText(page, inner, text, textFont(fonts, stamp));
    }
  }
}

/** A typed signature or initials look handwritten; dates and text are plain. */
const textFont = (fonts: SealFonts, stamp: SealStamp): FontChain =>
  stamp.type === 'signature' || stamp.type === 'initials' ? fonts.italic : fonts.regular;

/**
 * The drawn signature, embedded, or undefined when it is not drawn: an image larger than a
 * signature needs is never decoded, and one that does not decode is not either, so a stored bad
 * image cannot hold up the seal (the field shows the signer's name instead).
 */
async function embedSignature(pdf: PDFDocument, png: Uint8Array): Promise<PDFImage | undefined> {
  if (judgeSignatureImage(png) !== 'ok') return undefined;
  try {
    return await pdf.embedPng(png);
  } catch {
    return undefined;
  }
}

/** The drawing, scaled to fit the field whole and centred in it. */
function drawImage(page: PDFPage, box: UprightPlacement, image: PDFImage): void {
  const scale = Math.min(box.width / image.width, box.height / image.height);
  const width = image.width * scale;
  const height = image.height * scale;
  const at = placementPoint(box, (box.width - width) / 2, (box.height - height) / 2);
  page.drawImage(image, { x: at.x, y: at.y, width, height, rotate: degrees(box.rotate) });
}

/** The text at the largest size that fits, vertically centred, one line after another. */
function drawText(page: PDFPage, box: UprightPlacement, text: string, chain: FontChain): void {
  const fitted = fitText(text, box, measureWith(chain), {
    maxSize: Math.min(28, box.height * 0.75),
    minSize: Math.min(5, box.height * 0.75),
  });
  const block = fitted.lines.length * fitted.lineHeight;
  const descent = fitted.size * 0.22;
  fitted.lines.forEach((line, i) => {
    const fromBottom = (box.height + block) / 2 - (i + 1) * fitted.lineHeight + descent;
    const at = placementPoint(box, 0, fromBottom);
    drawTextLine(page, line, {
      x: at.x,
      y: at.y,
      size: fitted.size,
      chain,
      rotate: box.rotate,
    });
  });
}
