import { describe, expect, it } from 'vitest';
import {
  judgeSignatureImage,
  MAX_SIGNATURE_DECODED_BYTES,
  MAX_SIGNATURE_HEIGHT,
  MAX_SIGNATURE_WIDTH,
  readPngHeader,
} from '@domain/documents/signature-image';
import { pngBytes } from '../../../support/png';

describe('readPngHeader', () => {
  it('reads the declared size and the decoded size from the header', () => {
    expect(readPngHeader(pngBytes({ width: 600, height: 200 }))).toEqual({
      width: 600,
      height: 200,
      bitDepth: 8,
      colourType: 6,
      decodedBytes: 600 * 200 * 4,
      animated: false,
    });
    // 16-bit greyscale with alpha: two channels of two bytes.
    expect(
      readPngHeader(pngBytes({ width: 10, height: 3, bitDepth: 16, colourType: 4 }))?.decodedBytes,
    ).toBe(10 * 3 * 2 * 2);
    // 1-bit greyscale: rows are packed, rounded up to whole bytes.
    expect(
      readPngHeader(pngBytes({ width: 9, height: 5, bitDepth: 1, colourType: 0 }))?.decodedBytes,
    ).toBe(2 * 5);
  });

  it('reads nothing from bytes that are not a well-formed PNG header', () => {
    const good = pngBytes({ width: 4, height: 4 });
    expect(readPngHeader(good.subarray(0, 20))).toBeUndefined();
    expect(readPngHeader(new Uint8Array(64))).toBeUndefined();
    const notIhdr = Buffer.from(good);
    notIhdr.write('IDAT', 12, 'latin1');
    expect(readPngHeader(notIhdr)).toBeUndefined();
    expect(readPngHeader(pngBytes({ width: 0, height: 4 }))).toBeUndefined();
    // RGB has no 4-bit depth.
    expect(readPngHeader(pngBytes({ width: 4, height: 4, bitDepth: 4, colourType: 2 }))).toBe(
      undefined,
    );
    expect(readPngHeader(pngBytes({ width: 4, height: 4, colourType: 5 }))).toBeUndefined();
  });
});

describe('judgeSignatureImage', () => {
  it('accepts what the signature pad draws, up to the bounds', () => {
    expect(judgeSignatureImage(pngBytes({ width: 600, height: 200 }))).toBe('ok');
    expect(
      judgeSignatureImage(
        pngBytes({ width: MAX_SIGNATURE_WIDTH, height: MAX_SIGNATURE_HEIGHT, pixels: false }),
      ),
    ).toBe('ok');
    expect(MAX_SIGNATURE_WIDTH * MAX_SIGNATURE_HEIGHT * 4).toBeLessThanOrEqual(
      MAX_SIGNATURE_DECODED_BYTES,
    );
  });

  it('refuses a small file that declares a huge image', () => {
    const huge = pngBytes({ width: 16_000, height: 16_000, pixels: false });
    expect(huge.length).toBeLessThan(100);
    expect(judgeSignatureImage(huge)).toBe('too_large');
    expect(
      judgeSignatureImage(
        pngBytes({ width: 16_000, height: 16_000, bitDepth: 1, colourType: 0, pixels: false }),
      ),
    ).toBe('too_large');
  });

  it('refuses one side too long, and too many bytes at a size within the sides', () => {
    const wide = { width: MAX_SIGNATURE_WIDTH + 1, height: 10, pixels: false };
    const tall = { width: 10, height: MAX_SIGNATURE_HEIGHT + 1, pixels: false };
    expect(judgeSignatureImage(pngBytes(wide))).toBe('too_large');
    expect(judgeSignatureImage(pngBytes(tall))).toBe('too_large');
    // Within both sides, but 16-bit RGBA: 16 MB of pixels.
    const deep = { width: 2000, height: 1000, bitDepth: 16, pixels: false };
    expect(judgeSignatureImage(pngBytes(deep))).toBe('too_large');
  });

  it('refuses what is not a single still PNG', () => {
    expect(judgeSignatureImage(new TextEncoder().encode('not a png at all, not even close'))).toBe(
      'unreadable',
    );
    const animated = pngBytes({ width: 60, height: 20, extra: [['acTL', new Uint8Array(8)]] });
    expect(judgeSignatureImage(animated)).toBe('unreadable');
  });
});
