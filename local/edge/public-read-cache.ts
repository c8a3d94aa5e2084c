import { createServer, request, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { isPublicRead, PUBLIC_READ_SECONDS } from '../../lib/config/public-reads';

/**
 * CloudFront's cache of the public reads, as a proxy in front of the local API: what the bench
 * puts between many pages and the API, as AWS puts the edge between them. Like the Web stack's
 * cache policy it keeps a 200 answer of a public read (`lib/config/public-reads.ts`) for
 * `PUBLIC_READ_SECONDS`, keyed by path and query string alone (no header or cookie), never keeps an
 * answer the origin marks `no-store`, `no-cache` or `private`, and sends concurrent misses of one
 * key to the origin once (CloudFront collapses them too). Every other request passes through.
 *
 * Not part of `npm start` or the browser tests: there a change shows at once, while behind the
 * edge a public read can be up to `PUBLIC_READ_SECONDS` old.
 */
export interface EdgeCache {
  url: string;
  /** Answers served from the cache, and requests that reached the origin. */
  stats(): { hits: number; misses: number };
  stop(): Promise<void>;
}

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** Hop-by-hop headers a proxy must not forward. */
const hopByHop = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade']);

const cacheable = (answer: Answer) =>
  answer.status === 200 &&
  !/no-store|no-cache|private/i.test(String(answer.headers['cache-control'] ?? ''));

export async function startEdgeCache(opts: {
  /** The API server's origin, e.g. `http://127.0.0.1:41234`. */
  origin: string;
  port?: number;
  now?: () => number;
}): Promise<EdgeCache> {
  const origin = new URL(opts.origin);
  const now = opts.now ?? Date.now;
  const entries = new Map<string, { expires: number; answer: Promise<Answer> }>();
  let hits = 0;
  let misses = 0;

  const fromOrigin = (method: string, url: string, headers: IncomingHttpHeaders, body: Buffer) =>
    new Promise<Answer>((resolve, reject) => {
      const out = request(
        {
          host: origin.hostname,
          port: origin.port,
          method,
          path: url,
          headers: { ...headers, host: origin.host },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 502,
              headers: res.headers,
              body: Buffer.concat(chunks),
            }),
          );
          res.on('error', reject);
        },
      );
      out.on('error', reject);
      out.end(body);
    });

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const method = req.method ?? 'GET';
      const url = req.url ?? '/';
      const path = url.split('?')[0] ?? '/';
      let answer: Promise<Answer>;
      if (isPublicRead(method, path)) {
        // The cache key: path and query string (HEAD shares GET's entry, as at the edge).
        const cached = entries.get(url);
        if (cached && cached.expires > now()) {
          hits += 1;
          answer = cached.answer;
        } else {
          misses += 1;
          const headers = { ...req.headers };
          // The cache policy forwards no cookie and no authorization: every visitor gets one answer.
          delete headers.cookie;
          delete headers.authorization;
          answer = fromOrigin('GET', url, headers, Buffer.alloc(0));
          const entry = { expires: now() + PUBLIC_READ_SECONDS * 1000, answer };
          entries.set(url, entry);
          answer.then(
            (a) => {
              if (!cacheable(a) && entries.get(url) === entry) entries.delete(url);
            },
            () => entries.get(url) === entry && entries.delete(url),
          );
        }
      } else {
        answer = fromOrigin(method, url, req.headers, Buffer.concat(chunks));
      }
      answer.then(
        ({ status, headers, body }) => {
          const forwarded = Object.fromEntries(
            Object.entries(headers).filter(([name]) => !hopByHop.has(name)),
          );
          res.writeHead(status, { ...forwarded, 'content-length': body.length });
          res.end(method === 'HEAD' ? undefined : body);
        },
        () => {
          res.writeHead(502, { 'content-type': 'application/json' });
          res.end('{"message":"Bad Gateway"}');
        },
      );
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port ?? 0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    stats: () => ({ hits, misses }),
    async stop() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
