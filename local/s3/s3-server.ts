import type { AddressInfo } from 'node:net';
import S3rver from 's3rver';
import type { Log } from '../log';
import { AwsChunkedDecoder, isAwsChunked } from './aws-chunked';

export interface S3Local {
  endpoint: string;
  stop(): Promise<void>;
}

/** Browsers PUT and GET through presigned URLs from the SPA's origin (docs/architecture.md). */
const corsXml = (origins: string[]) => `<CORSConfiguration>
  <CORSRule>
${origins.map((o) => `    <AllowedOrigin>${o}</AllowedOrigin>`).join('\n')}
    <AllowedMethod>GET</AllowedMethod>
    <AllowedMethod>PUT</AllowedMethod>
    <AllowedMethod>HEAD</AllowedMethod>
    <AllowedHeader>*</AllowedHeader>
    <ExposeHeader>ETag</ExposeHeader>
    <MaxAgeSeconds>3000</MaxAgeSeconds>
  </CORSRule>
</CORSConfiguration>`;

type KoaLike = { headers: Record<string, string | string[] | undefined>; req: unknown };

/**
 * s3rver in-process: path-style on 127.0.0.1, files under `directory`, the buckets created (and
 * their CORS rules set) on every start, which s3rver does idempotently.
 */
export async function startS3(opts: {
  port: number;
  directory: string;
  buckets: string[];
  webOrigins: string[];
  log: Log;
}): Promise<S3Local> {
  const server = new S3rver({
    port: opts.port,
    address: '127.0.0.1',
    directory: opts.directory,
    silent: true,
    vhostBuckets: false,
    configureBuckets: opts.buckets.map((name) => ({ name, configs: [corsXml(opts.webOrigins)] })),
  });

  // Runs before s3rver's own middleware: unwrap SDK v3 streaming uploads (see aws-chunked.ts) so
  // the stored object is the bytes the caller sent.
  const middleware = (
    server as unknown as { middleware: Array<(ctx: KoaLike, next: () => Promise<void>) => unknown> }
  ).middleware;
  middleware.unshift(async (ctx, next) => {
    if (isAwsChunked(ctx.headers)) {
      const decoded = String(ctx.headers['x-amz-decoded-content-length'] ?? '');
      ctx.req = (ctx.req as NodeJS.ReadableStream).pipe(new AwsChunkedDecoder());
      const encoding = String(ctx.headers['content-encoding'] ?? '')
        .split(',')
        .map((e) => e.trim())
        .filter((e) => e && e !== 'aws-chunked');
      if (encoding.length) ctx.headers['content-encoding'] = encoding.join(',');
      else delete ctx.headers['content-encoding'];
      if (decoded) ctx.headers['content-length'] = decoded;
    }
    await next();
  });

  const address = (await server.run()) as AddressInfo;
  const endpoint = `http://127.0.0.1:${address.port}`;
  opts.log('s3', `s3rver on ${endpoint} (buckets: ${opts.buckets.join(', ')})`);
  return { endpoint, stop: () => server.close() };
}
