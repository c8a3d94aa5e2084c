import type { Block, BlockStyle } from './certificate-content';
import { wrapText, type Measure } from '../../pdf/text-layout';

/**
 * The certificate's blocks placed on as many pages as they need: every line wrapped to the text
 * width and every page filled only down to its bottom margin. Pure; `measure` gives widths per
 * style, so the same layout is tested without a PDF.
 */

export interface PageSize {
  width: number;
  height: number;
}

/** A4 portrait, in points. */
export const CERTIFICATE_PAGE: PageSize = { width: 595.28, height: 841.89 };
export const MARGIN = 50;

export const STYLE_SIZES: Record<BlockStyle, number> = {
  title: 20,
  heading: 13,
  body: 10,
  label: 10.5,
  mono: 8.5,
  small: 8,
};

const LINE_SPACING = 1.3;

export interface PlacedLine {
  style: BlockStyle;
  text: string;
  size: number;
  /** Baseline start, from the page's bottom-left. */
  x: number;
  y: number;
}

export type StyleMeasure = (style: BlockStyle) => Measure;

export function layoutCertificate(
  blocks: readonly Block[],
  measureFor: StyleMeasure,
  page: PageSize = CERTIFICATE_PAGE,
): PlacedLine[][] {
  const pages: PlacedLine[][] = [[]];
  const top = page.height - MARGIN;
  let y = top;
  for (const block of blocks) {
    const size = STYLE_SIZES[block.style];
    const indent = block.indent ?? 0;
    const width = page.width - 2 * MARGIN - indent;
    const lineHeight = size * LINE_SPACING;
    // A heading starts its section on a new page rather than sit alone at the bottom.
    const keepWithNext = block.style === 'heading' ? 3 * lineHeight : 0;
    const gap = y === top ? 0 : (block.gapBefore ?? 0);
    const lines = wrapText(block.text, width, size, measureFor(block.style));
    lines.forEach((text, i) => {
      const needed = lineHeight + (i === 0 ? gap + keepWithNext : 0);
      if (y - needed < MARGIN && pages.at(-1)!.length > 0) {
        pages.push([]);
        y = top;
      } else if (i === 0) y -= gap;
      y -= lineHeight;
      pages
        .at(-1)!
        .push({ style: block.style, text, size, x: MARGIN + indent, y: y + size * 0.25 });
    });
  }
  return pages;
}
