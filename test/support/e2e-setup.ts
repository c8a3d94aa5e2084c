import { spawnSync } from 'node:child_process';
import { readdir, stat, utimes } from 'node:fs/promises';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { repoRoot, webDistDir } from '../../local/config';
import { launchBrowserServer } from './chromium';
import { startStack, stackInfo } from './stack';

/**
 * What the SPA is built from: its own folder, the shared contracts and rules it imports, and the
 * installed packages (npm rewrites `node_modules/.package-lock.json` on every install).
 */
const buildInputs = [
  'web',
  'contracts',
  'domain',
  'package.json',
  'package-lock.json',
  'node_modules/.package-lock.json',
].map((input) => path.join(repoRoot, input));

/** Written last by every build, so its time says when the build in `web/dist` was made. */
const builtMarker = path.join(webDistDir, '.vite', 'manifest.json');

/**
 * The newest change under `input`: files and folders (a folder's time moves when a file is added
 * or removed). The build's own output is not an input.
 */
async function newestChange(input: string): Promise<number> {
  if (input === webDistDir || path.basename(input) === 'node_modules') return 0;
  const info = await stat(input).catch(() => undefined);
  if (!info) return 0;
  if (!info.isDirectory()) return info.mtimeMs;
  const entries = await readdir(input);
  const newest = await Promise.all(entries.map((entry) => newestChange(path.join(input, entry))));
  return Math.max(info.mtimeMs, ...newest);
}

/**
 * Builds the SPA unless `web/dist` holds a build newer than every input (a fresh clone has none).
 * A build made here is dated from its start, so an edit made while it ran is built next time.
 */
async function ensureWebBuilt(): Promise<void> {
  const built = (await stat(builtMarker).catch(() => undefined))?.mtime;
  const changed = Math.max(...(await Promise.all(buildInputs.map(newestChange))));
  if (built && built.getTime() > changed) return;
  const started = new Date();
  // The runner's NODE_ENV is `test`, which Vite would keep, building React's development copy:
  // the build here is the one `npm run build:web` makes, which the size budgets then read.
  const run = spawnSync('npm', ['run', 'build:web'], {
    cwd: repoRoot,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (run.status !== 0) throw new Error('the SPA did not build (npm run build:web)');
  await utimes(builtMarker, started, started);
}

/**
 * The built SPA served by the local stack's API server, as CloudFront serves it in AWS, and one
 * browser the files share.
 */
export default async function setup(project: TestProject) {
  await ensureWebBuilt();
  const stack = await startStack({ web: 'static' });
  const browser = await launchBrowserServer().catch(async (error: unknown) => {
    await stack.stop();
    throw error;
  });
  project.provide('stack', stackInfo(stack));
  project.provide('browserEndpoint', browser.wsEndpoint());
  return async () => {
    await browser.close();
    await stack.stop();
  };
}
