import { Transform, type TransformCallback } from 'node:stream';

/**
 * Decodes an `aws-chunked` request body (`<hex size>[;chunk-signature=…]\r\n<bytes>\r\n` … `0\r\n`
 * then optional trailers such as `x-amz-checksum-crc32:…`) back to the object's bytes.
 *
 * AWS SDK v3 sends streamed PutObject / UploadPart bodies this way (with a trailing checksum);
 * s3rver predates that and would store the framing as part of the object.
 */
export class AwsChunkedDecoder extends Transform {
  private buffer = Buffer.alloc(0);
  private remaining = 0;
  private state: 'size' | 'data' | 'data-end' | 'trailer' = 'size';

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.buffer = Buffer.concat([this.buffer, chunk]);
    try {
      this.drain();
      done();
    } catch (error) {
      done(error as Error);
    }
  }

  override _flush(done: TransformCallback): void {
    done(this.state === 'trailer' ? null : new Error('aws-chunked body ended mid-chunk'));
  }

  private drain(): void {
    for (;;) {
      if (this.state === 'size') {
        const end = this.buffer.indexOf('\r\n');
        if (end < 0) return;
        const header = this.buffer.subarray(0, end).toString('latin1');
        this.buffer = this.buffer.subarray(end + 2);
        const size = Number.parseInt(header.split(';')[0] ?? '', 16);
        if (Number.isNaN(size)) throw new Error(`bad aws-chunked size line: ${header}`);
        this.remaining = size;
        this.state = size === 0 ? 'trailer' : 'data';
      } else if (this.state === 'data') {
        if (this.buffer.length === 0) return;
        const take = Math.min(this.remaining, this.buffer.length);
        this.push(this.buffer.subarray(0, take));
        this.buffer = this.buffer.subarray(take);
        this.remaining -= take;
        if (this.remaining === 0) this.state = 'data-end';
      } else if (this.state === 'data-end') {
        if (this.buffer.length < 2) return;
        this.buffer = this.buffer.subarray(2);
        this.state = 'size';
      } else {
        // Trailers carry checksums of what we already passed on; s3rver keeps its own MD5.
        this.buffer = Buffer.alloc(0);
        return;
      }
    }
  }
}

/** True for the request headers that announce an aws-chunked body. */
export function isAwsChunked(headers: Record<string, string | string[] | undefined>): boolean {
  const encoding = String(headers['content-encoding'] ?? '');
  const sha = String(headers['x-amz-content-sha256'] ?? '');
  return (
    encoding.split(',').some((e) => e.trim() === 'aws-chunked') || sha.startsWith('STREAMING-')
  );
}
