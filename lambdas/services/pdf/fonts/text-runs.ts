import bidiFactory from 'bidi-js';
import {
  beginText,
  endText,
  popGraphicsState,
  pushGraphicsState,
  rgb,
  rotateAndSkewTextRadiansAndTranslate,
  setFillingColor,
  setFontAndSize,
  type Color,
  type PDFFont,
  type PDFPage,
} from 'pdf-lib';
import { fontName, showRun } from './text-layer';

/**
 * Text of any script drawn with a chain of fonts. pdf-lib draws one font at a time and shapes
 * (Arabic joining, Devanagari conjuncts) what it is given by the script of its first letter, but
 * knows nothing of a second font or of direction. So a line is cut into runs of one font and one
 * script: each character goes to the first font of the chain that has it (spaces, punctuation
 * and marks stay with the run before them, so a word is shaped whole), a character no font has
 * becomes the chain's visible fallback glyph (a run of its own that tells readers the character
 * it stands for, `text-layer.ts`), and the Unicode bidirectional algorithm (bidi-js) orders the
 * runs from left to right. Each run keeps its characters in logical order: the font's layout
 * turns a right-to-left script around itself.
 */
export interface Face {
  font: PDFFont;
  /** Whether the font has a glyph for the code point. */
  has(codePoint: number): boolean;
  /** Whether the font's layout draws `text` right to left by itself (by its script). */
  reverses(text: string): boolean;
  /**
   * What a reader gets from the glyphs the font draws for `text`, in the order they are drawn:
   * each glyph as the characters the font's map gives it (`text-layer.ts`).
   */
  readBack(text: string): string;
  /**
   * A font of symbols (emoji): only what belongs to a symbol (a skin tone, a joiner, the next
   * emoji) stays in its run; spaces and punctuation go back to the text fonts and their widths.
   */
  symbols?: boolean;
}

export interface FontChain {
  /** In order of preference. */
  faces: readonly Face[];
  /** What stands for a character no face has (drawn by the first face that has it, else "?"). */
  fallback: string;
}

/** A stretch of a line drawn with one font, in the order it is drawn (left to right). */
export interface TextRun {
  text: string;
  face: Face;
  /** For the fallback glyph: the character it stands for, which readers are given instead. */
  actual?: string;
}

const bidi = bidiFactory();
const BLACK = rgb(0, 0, 0);

/** Spaces, punctuation, symbols and combining marks: they join the run before them. */
const STICKY = /^[\p{Zs}\p{P}\p{S}\p{M}\u200c\u200d]$/u;
/** What joins a run of symbols: symbols, modifiers, marks, joiners and emoji tag characters. */
const STICKY_TO_SYMBOLS = /^[\p{S}\p{M}\u200d\u{e0020}-\u{e007f}]$/u;
/** Control and format characters (direction marks, soft hyphens) that no font draws. */
const INVISIBLE = /^[\p{Cc}\p{Cf}]$/u;
/** A strong right-to-left character: only lines with one need the bidirectional algorithm. */
const RIGHT_TO_LEFT =
  /[\p{Script=Hebrew}\p{Script=Arabic}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}\u200f\u202b\u202e\u2067]/u;

interface Placed {
  text: string;
  face: Face;
  /** The script a run is shaped for: one font may hold several (Noto Sans: Latin, Devanagari). */
  script: string;
  /** The character a fallback glyph stands for. */
  actual?: string;
}

const SCRIPTS: readonly [string, RegExp][] = [
  ['Devanagari', /\p{Script=Devanagari}/u],
  ['Arabic', /\p{Script=Arabic}/u],
  ['Hebrew', /\p{Script=Hebrew}/u],
  ['Greek', /\p{Script=Greek}/u],
  ['Cyrillic', /\p{Script=Cyrillic}/u],
  ['Hangul', /\p{Script=Hangul}/u],
  ['Han', /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u],
];

/** A letter's script; undefined for what belongs to any (spaces, digits, punctuation, marks). */
function scriptOf(ch: string): string | undefined {
  for (const [name, pattern] of SCRIPTS) if (pattern.test(ch)) return name;
  return /\p{L}/u.test(ch) ? 'Latin' : undefined;
}

/** Whether `ch` stays in the run of `face` before it rather than going to its own font. */
const sticksTo = (face: Face, ch: string, cp: number) =>
  (face.symbols ? STICKY_TO_SYMBOLS : STICKY).test(ch) && face.has(cp);

/** Each character with the face that draws it; undrawable ones replaced or dropped. */
function place(text: string, chain: FontChain): Placed[] {
  const placed: Placed[] = [];
  let previous: Face | undefined;
  for (const ch of text.replace(/[\t\r\n]+/g, ' ')) {
    const cp = ch.codePointAt(0)!;
    let face =
      previous && sticksTo(previous, ch, cp) ? previous : chain.faces.find((f) => f.has(cp));
    if (face) {
      placed.push({ text: ch, face, script: scriptOf(ch) ?? placed.at(-1)?.script ?? '' });
      previous = face;
      continue;
    }
    if (INVISIBLE.test(ch)) continue;
    const fallback = chain.faces.find((f) => f.has(chain.fallback.codePointAt(0)!));
    face = fallback ?? chain.faces[0]!;
    const drawn = fallback ? chain.fallback : '?';
    placed.push({ text: drawn, face, script: placed.at(-1)?.script ?? '', actual: ch });
    previous = face;
  }
  return placed;
}

/** Runs of consecutive characters with the same face and level. */
function group(
  placed: readonly Placed[],
  levelAt: (i: number) => number,
  mirror: (i: number) => string | undefined,
) {
  const runs: (TextRun & { level: number; script: string })[] = [];
  let unit = 0;
  for (const p of placed) {
    const level = levelAt(unit);
    const text = mirror(unit) ?? p.text;
    const last = runs.at(-1);
    const joins = last && !last.actual && !p.actual && last.face === p.face && last.level === level;
    if (joins && last.script === p.script) last.text += text;
    else
      runs.push({
        text,
        face: p.face,
        level,
        script: p.script,
        ...(p.actual ? { actual: p.actual } : {}),
      });
    unit += p.text.length;
  }
  return runs;
}

/** Unicode rule L2 on whole runs: from the highest level down to the lowest odd one, reverse. */
function reorder<T extends { level: number }>(runs: T[]): T[] {
  const levels = runs.map((r) => r.level);
  const highest = Math.max(...levels);
  const lowestOdd = Math.min(...levels.filter((l) => l % 2 === 1), highest + 1);
  for (let level = highest; level >= lowestOdd; level -= 1) {
    for (let i = 0; i < runs.length;) {
      if (runs[i]!.level < level) {
        i += 1;
        continue;
      }
      let j = i;
      while (j < runs.length && runs[j]!.level >= level) j += 1;
      runs.splice(i, j - i, ...runs.slice(i, j).reverse());
      i = j;
    }
  }
  return runs;
}

/** `text` (one line) as runs in drawing order, left to right. */
export function textRuns(text: string, chain: FontChain): TextRun[] {
  const placed = place(text, chain);
  const logical = placed.map((p) => p.text).join('');
  if (!RIGHT_TO_LEFT.test(logical))
    return group(
      placed,
      () => 0,
      () => undefined,
    ).map(({ text: t, face, actual }) => ({ text: t, face, ...(actual ? { actual } : {}) }));

  const { levels } = bidi.getEmbeddingLevels(logical);
  const mirrored = bidi.getMirroredCharactersMap(logical, levels);
  const runs = reorder(
    group(
      placed,
      (i) => levels[i] ?? 0,
      (i) => mirrored.get(i),
    ),
  );
  return runs.map(({ text: t, face, level, actual }) => {
    // A run whose direction the font's layout does not give by itself (digits or brackets inside
    // right-to-left text, Arabic digits in left-to-right text) is turned around here.
    const rightToLeft = level % 2 === 1;
    const drawn = rightToLeft === face.reverses(t) ? t : Array.from(t).reverse().join('');
    return { text: drawn, face, ...(actual ? { actual } : {}) };
  });
}

/** Width in points of `text` drawn with the chain at `size`. */
export function textWidth(chain: FontChain, text: string, size: number): number {
  return textRuns(text, chain).reduce(
    (sum, r) => sum + r.face.font.widthOfTextAtSize(r.text, size),
    0,
  );
}

/**
 * Draws one line of `text` with its left end at `x` and its baseline at `y`, turned `rotate`
 * degrees counter-clockwise about that point (a field on a rotated page), as one text object
 * whose text layer reads back as written (`text-layer.ts`).
 */
export function drawTextLine(
  page: PDFPage,
  text: string,
  options: { x: number; y: number; size: number; chain: FontChain; color?: Color; rotate?: number },
): void {
  const angle = ((options.rotate ?? 0) * Math.PI) / 180;
  // Black unless told: a stamped page's own content may leave another fill colour set.
  const ops = [pushGraphicsState(), beginText(), setFillingColor(options.color ?? BLACK)];
  let advance = 0;
  for (const run of textRuns(text, options.chain)) {
    const font = run.face.font;
    ops.push(
      setFontAndSize(fontName(page, font), options.size),
      rotateAndSkewTextRadiansAndTranslate(
        angle,
        0,
        0,
        options.x + advance * Math.cos(angle),
        options.y + advance * Math.sin(angle),
      ),
      ...showRun(run),
    );
    advance += font.widthOfTextAtSize(run.text, options.size);
  }
  ops.push(endText(), popGraphicsState());
  page.pushOperators(...ops);
}
