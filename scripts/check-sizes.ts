/**
 * `npm run size`: the size budgets.
 *  - every Lambda bundle (`dist/lambdas/<name>/index.mjs`, from `npm run build:lambdas`) ≤ 1 MiB
 *    minified;
 *  - the landing page's initial JavaScript (entry module + its modulepreloads in
 *    `web/dist/index.html`) ≤ 150 KiB gzipped. Skipped with a message when web/dist is absent.
 * Prints a table and exits 1 when a budget is exceeded or the Lambda bundles are missing.
 * `--web-dist=<dir>` checks another SPA build folder.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { lambdaEntries } from '../lib/lambda-entries';
import { hasWebDist, paths } from '../lib/paths';

const LAMBDA_BUDGET = 1024 * 1024;
const LANDING_BUDGET = 150 * 1024;

interface Row {
  item: string;
  bytes: number;
  budget?: number;
  note?: string;
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

function lambdaRows(): Row[] | string {
  const rows: Row[] = [];
  const missing: string[] = [];
  for (const { name } of lambdaEntries()) {
    const file = path.join(paths.lambdaDist, name, 'index.mjs');
    if (!existsSync(file)) missing.push(name);
    else
      rows.push({
        item: `lambda ${name} (minified)`,
        bytes: statSync(file).size,
        budget: LAMBDA_BUDGET,
      });
  }
  if (missing.length)
    return `Lambda bundles missing (${missing.join(', ')}): run "npm run build:lambdas" first.`;
  return rows;
}

/** `src`/`href` of the entry module script and the modulepreload links, in document order. */
export function initialScripts(html: string): string[] {
  const found: string[] = [];
  for (const tag of html.match(/<(script|link)\b[^>]*>/gi) ?? []) {
    const attr = (name: string) =>
      tag.match(new RegExp(`\\b${name}\\s*=\\s*["']([^"']+)["']`, 'i'))?.[1];
    const isEntry = /^<script/i.test(tag) && attr('type') === 'module' && attr('src');
    const isPreload = /^<link/i.test(tag) && attr('rel') === 'modulepreload' && attr('href');
    const url = isEntry ? attr('src') : isPreload ? attr('href') : undefined;
    if (url && !found.includes(url)) found.push(url);
  }
  return found;
}

function landingRows(webDist: string): Row[] | string {
  if (!hasWebDist(webDist))
    return `${path.relative(paths.repoRoot, webDist) || webDist} absent: landing budget skipped (run "npm run build:web").`;
  const html = readFileSync(path.join(webDist, 'index.html'), 'utf8');
  const rows = initialScripts(html).map((url): Row => {
    const file = path.join(webDist, new URL(url, 'https://site.invalid/').pathname);
    return { item: `  ${url}`, bytes: gzipSync(readFileSync(file)).length, note: 'gzip' };
  });
  const total = rows.reduce((sum, r) => sum + r.bytes, 0);
  return [{ item: 'landing initial JS (gzip)', bytes: total, budget: LANDING_BUDGET }, ...rows];
}

function printTable(rows: Row[]): boolean {
  let ok = true;
  const width = Math.max(...rows.map((r) => r.item.length), 10);
  console.log(`${'item'.padEnd(width)}  ${'size'.padStart(12)}  ${'budget'.padStart(12)}  status`);
  for (const r of rows) {
    const over = r.budget !== undefined && r.bytes > r.budget;
    if (over) ok = false;
    const status = r.budget === undefined ? '' : over ? 'OVER' : 'ok';
    const budget = r.budget === undefined ? '' : kib(r.budget);
    console.log(
      `${r.item.padEnd(width)}  ${kib(r.bytes).padStart(12)}  ${budget.padStart(12)}  ${status}`,
    );
  }
  return ok;
}

function main(): number {
  const rows: Row[] = [];
  let ok = true;
  const lambdas = lambdaRows();
  if (typeof lambdas === 'string') {
    console.error(lambdas);
    ok = false;
  } else rows.push(...lambdas);
  const webDistArg = process.argv.find((a) => a.startsWith('--web-dist='))?.split('=')[1];
  const landing = landingRows(webDistArg ? path.resolve(webDistArg) : paths.webDist);
  if (typeof landing === 'string') console.log(landing);
  else rows.push(...landing);
  if (rows.length && !printTable(rows)) ok = false;
  console.log(ok ? 'Size budgets: ok' : 'Size budgets: FAILED');
  return ok ? 0 : 1;
}

if (import.meta.url === `file://${process.argv[1]}`) process.exit(main());
