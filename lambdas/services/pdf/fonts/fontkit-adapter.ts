import * as fontkit from 'fontkit';
import type { PDFDocument } from 'pdf-lib';

/**
 * pdf-lib embeds custom fonts through a "fontkit" it is given. It was written against fontkit 1,
 * whose subsets had `encodeStream()`; fontkit 2 (maintained, and the one whose TrueType subsets
 * keep every glyph) has `encode()`. This hands pdf-lib fontkit 2 with that one method added.
 */
type SubsetStream = { on(event: string, listener: (value?: unknown) => void): SubsetStream };
type Subset = { encode(): Uint8Array; encodeStream?: () => SubsetStream };
type ParsedFont = Omit<fontkit.Font, 'createSubset'> & { createSubset(): Subset };

const parsed = new WeakMap<Uint8Array, fontkit.Font>();

/**
 * The fontkit font of a file's bytes for looking glyphs up (`text-fonts.ts`), parsed once per
 * byte array. Never handed to pdf-lib: a subset written from a font that wrote another
 * document's subset before maps some glyphs to the wrong characters.
 */
export function lookupFont(bytes: Uint8Array): fontkit.Font {
  let font = parsed.get(bytes);
  if (!font) parsed.set(bytes, (font = parse(bytes)));
  return font;
}

const parse = (bytes: Uint8Array): fontkit.Font =>
  fontkit.create(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)) as fontkit.Font;

/** A font freshly parsed for one document's embedding, its subsets readable by pdf-lib. */
function embeddingFont(bytes: Uint8Array): ParsedFont {
  const font = parse(bytes) as unknown as ParsedFont;
  const createSubset = font.createSubset.bind(font);
  font.createSubset = () => withEncodeStream(createSubset());
  return font;
}

/** The subset's bytes as pdf-lib reads them: one `data` then `end`, or `error`. */
function withEncodeStream(subset: Subset): Subset {
  subset.encodeStream = () => {
    const listeners: Record<string, ((value?: unknown) => void)[]> = {
      data: [],
      end: [],
      error: [],
    };
    const stream: SubsetStream = {
      on(event, listener) {
        listeners[event]?.push(listener);
        return stream;
      },
    };
    setImmediate(() => {
      try {
        const encoded = subset.encode();
        for (const listener of listeners.data ?? []) listener(encoded);
        for (const listener of listeners.end ?? []) listener();
      } catch (error) {
        for (const listener of listeners.error ?? []) listener(error);
      }
    });
    return stream;
  };
  return subset;
}

/** What `PDFDocument.registerFontkit` takes: fonts are looked up by their bytes. */
export const pdfFontkit = {
  create: (bytes: Uint8Array) => embeddingFont(bytes),
} as unknown as Parameters<PDFDocument['registerFontkit']>[0];
