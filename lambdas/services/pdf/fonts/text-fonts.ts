import { StandardFonts, type PDFDocument, type PDFFont } from 'pdf-lib';
import { fontBytes, type FontName } from './font-files';
import { lookupFont, pdfFontkit } from './fontkit-adapter';
import type { Face, FontChain } from './text-runs';

/**
 * The font chains a PDF writes with, every font embedded as a subset of the glyphs drawn: a
 * Noto Sans face first (regular, bold or italic), then the fonts of the scripts it lacks, then
 * the one-colour Noto Emoji for emoji. Monospaced text (hashes) starts with the standard
 * Courier, which every reader has.
 */
export interface TextFonts {
  regular: FontChain;
  bold: FontChain;
  italic: FontChain;
  mono: FontChain;
}

/**
 * Drawn for a character that no embedded font has: the replacement character, a boxed "?". Its
 * text layer still reads as the character it stands for (`text-layer.ts`).
 */
export const FALLBACK_GLYPH = '\ufffd';

/** After the Latin face, in order: the first that has a character draws it. */
const SCRIPT_FONTS: readonly FontName[] = [
  'arabic',
  'hebrew',
  'chineseJapanese',
  'korean',
  'emoji',
];

/** Fonts of symbols rather than of a script (`Face.symbols`). */
const SYMBOL_FONTS: ReadonlySet<FontName> = new Set(['emoji']);

async function embeddedFace(pdf: PDFDocument, name: FontName): Promise<Face> {
  const bytes = fontBytes(name);
  const parsed = lookupFont(bytes);
  const font = await pdf.embedFont(bytes, { subset: true });
  return {
    font,
    has: (cp) => parsed.hasGlyphForCodePoint(cp),
    reverses: (text) => parsed.layout(text).direction === 'rtl',
    // pdf-lib maps each embedded glyph to the code points fontkit's layout gives it.
    readBack: (text) =>
      parsed
        .layout(text)
        .glyphs.map((glyph) => String.fromCodePoint(...glyph.codePoints))
        .join(''),
    ...(SYMBOL_FONTS.has(name) ? { symbols: true } : {}),
  };
}

function standardFace(font: PDFFont): Face {
  const set = new Set(font.getCharacterSet());
  // One byte per character, each mapped back to itself.
  return { font, has: (cp) => set.has(cp), reverses: () => false, readBack: (text) => text };
}

export async function embedTextFonts(pdf: PDFDocument): Promise<TextFonts> {
  pdf.registerFontkit(pdfFontkit);
  const [regular, bold, italic, mono, ...scripts] = await Promise.all([
    embeddedFace(pdf, 'sans'),
    embeddedFace(pdf, 'sansBold'),
    embeddedFace(pdf, 'sansItalic'),
    pdf.embedFont(StandardFonts.Courier).then(standardFace),
    ...SCRIPT_FONTS.map((name) => embeddedFace(pdf, name)),
  ]);
  const chain = (first: Face): FontChain => ({
    faces: [first, ...(first === regular ? [] : [regular]), ...scripts],
    fallback: FALLBACK_GLYPH,
  });
  return { regular: chain(regular), bold: chain(bold), italic: chain(italic), mono: chain(mono) };
}
