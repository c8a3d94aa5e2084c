import { crc32, deflateSync } from 'node:zlib';

/** One PNG chunk: length, type, data and the CRC of type and data. */
function chunk(type: string, data: Uint8Array = new Uint8Array()): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

const CHANNELS: Record<number, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };

/**
 * A PNG of the given header, its pixels all zero (transparent or black). `pixels: false` leaves
 * out the image data: a header that declares a size the file does not hold. `extra` chunks go
 * between the header and the data.
 */
export function pngBytes(options: {
  width: number;
  height: number;
  bitDepth?: number;
  colourType?: number;
  pixels?: boolean;
  extra?: [type: string, data: Uint8Array][];
}): Buffer {
  const { width, height, bitDepth = 8, colourType = 6, pixels = true, extra = [] } = options;
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([bitDepth, colourType, 0, 0, 0], 8);
  // Each row: a filter byte (0, none) and the row's packed samples.
  const row = 1 + Math.ceil((width * (CHANNELS[colourType] ?? 1) * bitDepth) / 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    ...extra.map(([type, data]) => chunk(type, data)),
    ...(colourType === 3 ? [chunk('PLTE', new Uint8Array(3))] : []),
    ...(pixels ? [chunk('IDAT', deflateSync(Buffer.alloc(row * height)))] : []),
    chunk('IEND'),
  ]);
}

/** The PNG as the signature pad sends it. */
export const pngDataUrl = (png: Uint8Array): string =>
  `data:image/png;base64,${Buffer.from(png).toString('base64')}`;
