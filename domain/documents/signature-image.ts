/**
 * Whether a drawn signature's PNG is one the product keeps and stamps. A PNG decoder sets aside
 * what the header declares, whatever the file's own size: a few kilobytes can declare 16000×16000
 * pixels, which takes gigabytes and seconds to decode. So the declared size is read from the IHDR
 * chunk and bounded before anything decodes the image. The signature pad draws 600×200.
 */

/** Wider or taller than this is not a signature. */
export const MAX_SIGNATURE_WIDTH = 2000;
export const MAX_SIGNATURE_HEIGHT = 1000;
/** The raw pixels at most: 2000×1000 at 8-bit RGBA; a 16-bit image must be smaller. */
export const MAX_SIGNATURE_DECODED_BYTES = 8_000_000;

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** Channels per pixel for each PNG colour type, and the bit depths the format allows for it. */
const COLOUR_TYPES: Readonly<Record<number, { channels: number; depths: readonly number[] }>> = {
  0: { channels: 1, depths: [1, 2, 4, 8, 16] },
  2: { channels: 3, depths: [8, 16] },
  3: { channels: 1, depths: [1, 2, 4, 8] },
  4: { channels: 2, depths: [8, 16] },
  6: { channels: 4, depths: [8, 16] },
};

/** Chunks only an animated PNG has: its frames declare sizes of their own. */
const ANIMATION_CHUNKS = new Set(['acTL', 'fcTL', 'fdAT']);

export interface PngHeader {
  width: number;
  height: number;
  bitDepth: number;
  colourType: number;
  /** The size of the pixel rows once inflated: width × height × channels × bits per channel. */
  decodedBytes: number;
  animated: boolean;
}

const chunkType = (bytes: Uint8Array, at: number): string =>
  String.fromCharCode(...bytes.subarray(at, at + 4));

/** Walks the chunk headers (length, type) up to IEND, looking for an animation chunk. */
function isAnimated(bytes: Uint8Array, view: DataView): boolean {
  for (let at = PNG_SIGNATURE.length; at + 8 <= bytes.length; at += 12 + view.getUint32(at)) {
    const type = chunkType(bytes, at + 4);
    if (ANIMATION_CHUNKS.has(type)) return true;
    if (type === 'IEND') return false;
  }
  return false;
}

/** The PNG's header fields, or undefined when the bytes do not start as a well-formed PNG. */
export function readPngHeader(bytes: Uint8Array): PngHeader | undefined {
  if (bytes.length < 33 || PNG_SIGNATURE.some((b, i) => bytes[i] !== b)) return undefined;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (view.getUint32(8) !== 13 || chunkType(bytes, 12) !== 'IHDR') return undefined;
  const width = view.getUint32(16);
  const height = view.getUint32(20);
  const bitDepth = bytes[24]!;
  const colourType = bytes[25]!;
  const colour = COLOUR_TYPES[colourType];
  if (width === 0 || height === 0 || !colour?.depths.includes(bitDepth)) return undefined;
  return {
    width,
    height,
    bitDepth,
    colourType,
    decodedBytes: Math.ceil((width * colour.channels * bitDepth) / 8) * height,
    animated: isAnimated(bytes, view),
  };
}

/**
 * `ok`: small enough to keep and to decode; `unreadable`: not a single still PNG; `too_large`:
 * declares more pixels than a signature needs.
 */
export type SignatureImageVerdict = 'ok' | 'unreadable' | 'too_large';

export function judgeSignatureImage(bytes: Uint8Array): SignatureImageVerdict {
  const header = readPngHeader(bytes);
  if (!header || header.animated) return 'unreadable';
  const fits =
    header.width <= MAX_SIGNATURE_WIDTH &&
    header.height <= MAX_SIGNATURE_HEIGHT &&
    header.decodedBytes <= MAX_SIGNATURE_DECODED_BYTES;
  return fits ? 'ok' : 'too_large';
}
