import type { PDFFont } from 'pdf-lib';

/**
 * Text for the standard PDF fonts, which cover Latin-1 (WinAnsi) only: sealed documents and
 * exported timesheets both draw with them, so any other character becomes "?" rather than
 * failing the whole file.
 */
const supported = new WeakMap<PDFFont, Set<number>>();

/** `text` with every character the font cannot draw replaced by "?". */
export function drawable(font: PDFFont, text: string): string {
  let set = supported.get(font);
  if (!set) {
    set = new Set(font.getCharacterSet());
    supported.set(font, set);
  }
  const known = set;
  return Array.from(text.replace(/[\t\r\n]+/g, ' '))
    .map((ch) => (known.has(ch.codePointAt(0)!) ? ch : '?'))
    .join('');
}
