import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json',
  '.wasm': 'application/wasm',
  '.mjs.map': 'application/json',
};

async function isFile(file: string): Promise<boolean> {
  return (await stat(file).catch(() => undefined))?.isFile() ?? false;
}

/**
 * The built SPA as CloudFront serves it: files by path, and `index.html` for any other GET so the
 * client-side router handles deep links (including its own 404 screen).
 */
export function createStaticFiles(root: string) {
  const resolvedRoot = path.resolve(root);
  return async function serve(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET, HEAD' }).end();
      return;
    }
    let pathname = '/';
    try {
      pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
    } catch {
      // A malformed escape is not a file; fall through to index.html.
    }
    let file = path.join(resolvedRoot, pathname);
    // Never serve outside the folder, whatever `..` the path holds.
    if (!file.startsWith(resolvedRoot + path.sep) || !(await isFile(file))) {
      file = path.join(resolvedRoot, 'index.html');
      if (!(await isFile(file))) {
        res
          .writeHead(404, { 'content-type': 'text/plain' })
          .end(`No built web app in ${root}: run npm run build:web`);
        return;
      }
    }
    const hashed = /\/assets\//.test(file);
    res.writeHead(200, {
      'content-type': types[path.extname(file)] ?? 'application/octet-stream',
      'cache-control': hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
    });
    if (req.method === 'HEAD') res.end();
    else createReadStream(file).pipe(res);
  };
}
