/**
 * Line breaking and sizing for text drawn into a PDF, given only a width measure, so it is
 * testable without a PDF: nothing drawn by the seal may run off its field or page.
 */

/** Width in points of `text` at `size`. */
export type Measure = (text: string, size: number) => number;

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

/** Where each character as a reader sees it (a letter with its marks, an emoji) starts. */
const graphemeStarts = (text: string) => Array.from(graphemes.segment(text), (g) => g.index);

/**
 * `text` broken into lines no wider than `width`: at spaces where possible; a word longer than a
 * line (a hash, a user agent) is cut wherever it has to be, but never inside a character as a
 * reader sees it (an emoji, a letter and its accent). Line breaks in the text are kept.
 */
export function wrapText(text: string, width: number, size: number, measure: Measure): string[] {
  const fits = (line: string) => measure(line, size) <= width;
  const lines: string[] = [];
  for (const paragraph of text.split(/\r?\n/)) {
    let line = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const joined = line ? `${line} ${word}` : word;
      if (fits(joined)) {
        line = joined;
        continue;
      }
      if (line) lines.push(line);
      let rest = word;
      while (!fits(rest)) {
        const starts = graphemeStarts(rest);
        // How many characters go on this line: at least one, however wide.
        let count = 1;
        while (count < starts.length && fits(rest.slice(0, starts[count + 1] ?? rest.length)))
          count++;
        const cut = starts[count] ?? rest.length;
        lines.push(rest.slice(0, cut));
        rest = rest.slice(cut);
      }
      line = rest;
    }
    lines.push(line);
  }
  return lines;
}

export interface FittedText {
  size: number;
  lines: string[];
  lineHeight: number;
}

/**
 * The largest size (down to `minSize`) at which `text` fits a `width` × `height` box; at the
 * smallest size, lines that still do not fit are dropped and the last kept one ends with "…".
 */
export function fitText(
  text: string,
  box: { width: number; height: number },
  measure: Measure,
  options: { maxSize: number; minSize: number; lineSpacing?: number },
): FittedText {
  const spacing = options.lineSpacing ?? 1.15;
  for (let size = options.maxSize; size >= options.minSize; size -= 0.5) {
    const lines = wrapText(text, box.width, size, measure);
    if (lines.length * size * spacing <= box.height) {
      return { size, lines, lineHeight: size * spacing };
    }
  }
  const size = options.minSize;
  const all = wrapText(text, box.width, size, measure);
  const room = Math.max(1, Math.floor(box.height / (size * spacing)));
  const lines = all.slice(0, room);
  if (all.length > room) {
    let last = lines[room - 1] ?? '';
    while (last && measure(`${last}…`, size) > box.width)
      last = last.slice(0, graphemeStarts(last).at(-1));
    lines[room - 1] = `${last}…`;
  }
  return { size, lines, lineHeight: size * spacing };
}
