import path from 'node:path';
import { spawnChild, type Child } from './child-process';
import { repoRoot } from './config';
import type { Log } from './log';
import { answers, waitUntil } from './wait';

export const viteConfigFile = path.join(repoRoot, 'web', 'vite.config.mts');

/**
 * The Vite dev server plays CloudFront: it serves the SPA and proxies `/api`, `/ws` and
 * `/config.json` to the API server named by VCISO_API_URL (see web/vite.config.mts).
 */
export function startVite(opts: { port: number; apiUrl: string; log: Log }): {
  child: Child;
  ready: Promise<void>;
} {
  const child = spawnChild({
    name: 'web',
    command: path.join(repoRoot, 'node_modules', '.bin', 'vite'),
    args: ['--config', viteConfigFile, '--port', String(opts.port), '--strictPort'],
    cwd: repoRoot,
    env: { ...process.env, VCISO_API_URL: opts.apiUrl, FORCE_COLOR: '0' },
    log: opts.log,
  });
  // The child is returned at once so that Ctrl-C while Vite starts can still stop it.
  const ready = waitUntil('Vite', () => answers(`http://localhost:${opts.port}/`), {
    abort: child.exited,
  }).catch(async (error: unknown) => {
    await child.stop();
    throw error;
  });
  return { child, ready };
}
