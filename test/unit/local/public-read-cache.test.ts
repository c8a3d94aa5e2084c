import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { isPublicRead, PUBLIC_READ_SECONDS } from '../../../lib/config/public-reads';
import { startEdgeCache, type EdgeCache } from '../../../local/edge/public-read-cache';

describe('isPublicRead', () => {
  it.each([
    ['GET', '/api/ticker', true],
    ['HEAD', '/api/articles', true],
    ['GET', '/api/articles/abc', true],
    ['GET', '/api/public/booking-pages/demo/slots', true],
    ['POST', '/api/public/booking-pages/demo/bookings', false],
    ['GET', '/api/tickers', false],
    ['GET', '/api/admin/ticker', false],
    ['GET', '/api/booking-pages', false],
  ])('%s %s → %s', (method, path, expected) => {
    expect(isPublicRead(method, path)).toBe(expected);
  });
});

describe('the local edge cache', () => {
  let origin: Server;
  let edge: EdgeCache;
  let clock = 0;
  const seen: Array<{ method: string; url: string; auth?: string; body: string }> = [];

  beforeAll(async () => {
    origin = createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => {
        const url = req.url ?? '/';
        seen.push({ method: req.method ?? '', url, auth: req.headers.authorization, body });
        // Answer slowly, so concurrent misses overlap.
        setTimeout(() => {
          if (url.startsWith('/api/articles/missing')) return res.writeHead(404).end('{}');
          const headers: Record<string, string> = { 'content-type': 'application/json' };
          if (url.startsWith('/api/articles/private')) headers['cache-control'] = 'no-store';
          res.writeHead(200, headers).end(JSON.stringify({ n: seen.length, url }));
        }, 20);
      });
    });
    await new Promise<void>((resolve) => origin.listen(0, '127.0.0.1', resolve));
    const { port } = origin.address() as AddressInfo;
    edge = await startEdgeCache({ origin: `http://127.0.0.1:${port}`, now: () => clock });
  });
  afterAll(async () => {
    await edge.stop();
    await new Promise((resolve) => origin.close(resolve));
  });
  beforeEach(() => {
    seen.length = 0;
    clock += 3_600_000;
  });

  const get = async (path: string, headers: Record<string, string> = {}) => {
    const res = await fetch(`${edge.url}${path}`, { headers });
    return { status: res.status, body: (await res.json()) as { n: number; url: string } };
  };

  it('answers a public read from the cache for its lifetime, keyed by the query string', async () => {
    const first = await get('/api/ticker?v=1');
    const again = await get('/api/ticker?v=1', { authorization: 'Bearer someone' });
    expect(again.body).toEqual(first.body);
    expect(seen).toEqual([{ method: 'GET', url: '/api/ticker?v=1', auth: undefined, body: '' }]);

    await get('/api/ticker?v=2');
    expect(seen.map((s) => s.url)).toEqual(['/api/ticker?v=1', '/api/ticker?v=2']);

    clock += PUBLIC_READ_SECONDS * 1000;
    await get('/api/ticker?v=1');
    expect(seen).toHaveLength(3);
  });

  it('sends concurrent misses of one address to the API once', async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, () => get('/api/articles')));
    expect(seen).toHaveLength(1);
    expect(new Set(answers.map((a) => a.body.n))).toEqual(new Set([1]));
  });

  it('keeps no error and nothing the API marks no-store', async () => {
    expect((await get('/api/articles/missing')).status).toBe(404);
    expect((await get('/api/articles/missing')).status).toBe(404);
    await get('/api/articles/private');
    await get('/api/articles/private');
    expect(seen).toHaveLength(4);
  });

  it('passes writes and signed-in reads through, with their token and body', async () => {
    for (let i = 0; i < 2; i++) {
      await fetch(`${edge.url}/api/public/booking-pages/demo/bookings`, {
        method: 'POST',
        body: '{"a":1}',
      });
      await get('/api/booking-pages', { authorization: 'Bearer owner' });
    }
    expect(seen).toEqual([
      {
        method: 'POST',
        url: '/api/public/booking-pages/demo/bookings',
        auth: undefined,
        body: '{"a":1}',
      },
      { method: 'GET', url: '/api/booking-pages', auth: 'Bearer owner', body: '' },
      {
        method: 'POST',
        url: '/api/public/booking-pages/demo/bookings',
        auth: undefined,
        body: '{"a":1}',
      },
      { method: 'GET', url: '/api/booking-pages', auth: 'Bearer owner', body: '' },
    ]);
    expect(edge.stats().hits).toBeGreaterThan(0);
  });
});
