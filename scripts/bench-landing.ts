/**
 * The landing page's Largest Contentful Paint in `npm run bench`, under a throttled profile: 4×
 * CPU slowdown and a fast-3G-like network (150 ms latency, 1.6 Mbps down, 750 kbps up), cache
 * off, in headless Chromium. Each run opens `/` in a fresh context and reads the LCP entry through
 * a buffered `PerformanceObserver` once the network is idle. Printed: median and worst of the runs
 * (goal < 2.5 s), with the machine's load.
 *
 * The built SPA (web/dist, from `npm run build:web`) is served here as CloudFront serves it, gzip
 * compressed (the stack's static server sends files uncompressed, which on a 1.6 Mbps line would
 * measure the stand-in rather than the page); `/api`, `/config.json` and `/ws` go to the stack.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http';
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { paths } from '../lib/paths';
import { launchBrowser } from '../test/support/chromium';
import type { StackInfo } from '../test/support/stack';
import { machineLoad, percentile } from './bench-load';

const RUNS = Number(process.env.BENCH_LCP_RUNS ?? 5);
const LCP_GOAL_MS = 2500;

/** The throttled profile: Chrome DevTools' "Fast 3G" figures, with a 4× slower CPU. */
const PROFILE = {
  cpuSlowdown: 4,
  latencyMs: 150,
  downloadBitsPerSecond: 1.6e6,
  uploadBitsPerSecond: 750e3,
};

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
};

/** Serves web/dist gzipped with the SPA fallback, and passes the stack's paths through to it. */
async function startSiteServer(apiUrl: string): Promise<{ url: string; stop(): Promise<void> }> {
  const api = new URL(apiUrl);
  const gzipped = new Map<string, Buffer>();
  const fileFor = (pathname: string) => {
    const file = path.join(paths.webDist, path.normalize(pathname));
    const inside = file.startsWith(paths.webDist + path.sep);
    return inside && existsSync(file) && statSync(file).isFile()
      ? file
      : path.join(paths.webDist, 'index.html');
  };
  const proxy = (req: IncomingMessage, res: ServerResponse) => {
    const upstream = request(
      {
        host: api.hostname,
        port: api.port,
        path: req.url,
        method: req.method,
        headers: req.headers,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.writeHead(502).end());
    req.pipe(upstream);
  };
  const server = createServer((req, res) => {
    const pathname = new URL(req.url ?? '/', 'http://site').pathname;
    if (pathname.startsWith('/api/') || pathname === '/config.json') return proxy(req, res);
    const file = fileFor(pathname);
    let body = gzipped.get(file);
    if (!body) gzipped.set(file, (body = gzipSync(readFileSync(file))));
    res.writeHead(200, {
      'content-type': types[path.extname(file)] ?? 'application/octet-stream',
      'content-encoding': 'gzip',
      'cache-control': file.includes(`${path.sep}assets${path.sep}`)
        ? 'public, max-age=31536000, immutable'
        : 'no-cache',
    });
    res.end(body);
  });
  // The ticker's WebSocket: the upgrade request and both directions of the socket, unchanged.
  server.on('upgrade', (req, socket, head) => {
    const upstream = connect(Number(api.port), api.hostname, () => {
      const lines = [`${req.method} ${req.url} HTTP/1.1`];
      for (let i = 0; i < req.rawHeaders.length; i += 2) {
        const name = req.rawHeaders[i]!;
        // The stack accepts sockets from its own origin only; this server stands in front of it.
        const value = name.toLowerCase() === 'origin' ? api.origin : req.rawHeaders[i + 1];
        lines.push(`${name}: ${value}`);
      }
      upstream.write(`${lines.join('\r\n')}\r\n\r\n`);
      upstream.write(head);
      upstream.pipe(socket).pipe(upstream);
    });
    upstream.on('error', () => socket.destroy());
    socket.on('error', () => upstream.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    stop: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The landing page's LCP under the throttled profile, `RUNS` times, median and worst printed. */
export async function benchLanding(stack: StackInfo): Promise<void> {
  if (!existsSync(path.join(paths.webDist, 'index.html'))) {
    console.log('landing LCP: web/dist absent, skipped (run "npm run build:web")');
    return;
  }
  const site = await startSiteServer(stack.apiUrl);
  const browser = await launchBrowser();
  try {
    const samples: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: PROFILE.latencyMs,
        downloadThroughput: PROFILE.downloadBitsPerSecond / 8,
        uploadThroughput: PROFILE.uploadBitsPerSecond / 8,
      });
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: PROFILE.cpuSlowdown });
      await page.goto(`${site.url}/`, { waitUntil: 'networkidle' });
      // The last entry the browser reported is the page's LCP (none come after the page settles).
      const lcp = await page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            new PerformanceObserver((list) => {
              resolve(list.getEntries().at(-1)!.startTime);
            }).observe({ type: 'largest-contentful-paint', buffered: true });
          }),
      );
      samples.push(lcp);
      await context.close();
    }
    samples.sort((a, b) => a - b);
    const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
    const worst = samples.at(-1)!;
    console.log(
      `landing LCP (4x CPU slowdown, fast 3G: 150 ms, 1.6/0.75 Mbps, no cache), ${RUNS} runs: ` +
        `median ${seconds(percentile(samples, 50))}, worst ${seconds(worst)} ` +
        `(goal < ${seconds(LCP_GOAL_MS)}, ${worst < LCP_GOAL_MS ? 'met' : 'not met'}; load ${machineLoad()})`,
    );
  } finally {
    await browser.close();
    await site.stop();
  }
}
