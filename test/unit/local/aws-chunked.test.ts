import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { AwsChunkedDecoder, isAwsChunked } from '../../../local/s3/aws-chunked';

const decode = (parts: string[]) =>
  buffer(Readable.from(parts.map((p) => Buffer.from(p))).pipe(new AwsChunkedDecoder()));

describe('AwsChunkedDecoder', () => {
  it('returns the payload without framing, signatures or trailers, however the input is split', async () => {
    const framed =
      '5;chunk-signature=abc\r\nhello\r\n6\r\n world\r\n0\r\nx-amz-checksum-crc32:AAAA\r\n\r\n';
    expect((await decode([framed])).toString()).toBe('hello world');
    expect((await decode(framed.split(''))).toString()).toBe('hello world');
  });

  it('fails on a body cut mid-chunk', async () => {
    await expect(decode(['5\r\nhel'])).rejects.toThrow(/mid-chunk/);
  });

  it('recognises the headers that announce it', () => {
    expect(isAwsChunked({ 'content-encoding': 'aws-chunked' })).toBe(true);
    expect(isAwsChunked({ 'x-amz-content-sha256': 'STREAMING-UNSIGNED-PAYLOAD-TRAILER' })).toBe(
      true,
    );
    expect(isAwsChunked({ 'x-amz-content-sha256': 'UNSIGNED-PAYLOAD' })).toBe(false);
  });
});
