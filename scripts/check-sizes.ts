/**
 * `npm run size`: the size budgets.
 *  - every Lambda bundle (`dist/lambdas/<name>/index.mjs`, from `npm run build:lambdas`) ≤ 1 MiB
 *    minified, listed with the AWS SDK clients it holds (from esbuild's `meta.json` beside it);
 *  - the landing page's initial JavaScript ≤ 150 KiB gzipped: the entry chunk, every chunk it
 *    imports statically, and the landing route's lazy chunk with its static imports — all that runs
 *    before the landing page can render (from Vite's manifest). Skipped when web/dist is absent.
 * Prints a table and exits 1 when a budget is exceeded or the Lambda bundles are missing.
 * `--web-dist=<dir>` checks another SPA build folder.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Metafile } from 'esbuild';
import { lambdaEntries } from '../lib/lambda-entries';
import { hasWebDist, paths } from '../lib/paths';

const LAMBDA_BUDGET = 1024 * 1024;
/**
 * Sealing signed documents draws and signs PDFs (pdf-lib with its font metrics, node-forge for
 * PKCS#7 and PKCS#12): about 1.5 MiB. The timesheet export draws PDFs too (pdf-lib, its font
 * metrics, S3 and SES clients): about 1.2 MiB. All three run off events and a timer, never in a
 * request, so their cold start keeps nobody waiting (docs/decisions.md, "Timesheets").
 */
const LAMBDA_BUDGETS: Record<string, number> = {
  'events/document-seal': 2 * 1024 * 1024,
  'events/seal-sweep': 2 * 1024 * 1024,
  'events/timesheet-export': 2 * 1024 * 1024,
};
const LANDING_BUDGET = 150 * 1024;

interface Row {
  item: string;
  bytes: number;
  budget?: number;
  note?: string;
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

const SDK_CLIENT = /(?:^|\/)node_modules\/(@aws-sdk\/client-[^/]+)\//;

/** The `@aws-sdk/client-*` packages a bundle holds, sorted; the bundle test uses it too. */
export function sdkClientsOf(metafile: Metafile): string[] {
  const clients = new Set<string>();
  for (const input of Object.keys(metafile.inputs)) {
    const client = SDK_CLIENT.exec(input)?.[1];
    if (client) clients.add(client);
  }
  return [...clients].sort();
}

function lambdaRows(): Row[] | string {
  const rows: Row[] = [];
  const missing: string[] = [];
  for (const { name } of lambdaEntries()) {
    const dir = path.join(paths.lambdaDist, name);
    const file = path.join(dir, 'index.mjs');
    const meta = path.join(dir, 'meta.json');
    if (!existsSync(file) || !existsSync(meta)) missing.push(name);
    else
      rows.push({
        item: `lambda ${name} (minified)`,
        bytes: statSync(file).size,
        budget: LAMBDA_BUDGETS[name] ?? LAMBDA_BUDGET,
        note: `SDK clients: ${
          sdkClientsOf(JSON.parse(readFileSync(meta, 'utf8')) as Metafile)
            .map((client) => client.replace('@aws-sdk/client-', ''))
            .join(', ') || 'none'
        }`,
      });
  }
  if (missing.length)
    return `Lambda bundles missing (${missing.join(', ')}): run "npm run build:lambdas" first.`;
  return rows;
}

interface ManifestChunk {
  file: string;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** The landing page's route module, as Vite names it in the manifest. */
const LANDING_ROUTE = 'src/features/landing/routes/landing-page.tsx';

/** Output files needed to render the landing page: entry + landing route, with static imports. */
export function landingChunks(manifest: Manifest): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`Vite manifest has no chunk "${key}"`);
    if (seen.has(key)) return;
    seen.add(key);
    chunk.imports?.forEach(visit);
  };
  visit('index.html');
  visit(LANDING_ROUTE);
  return [...seen].map((key) => manifest[key]!.file).filter((file) => file.endsWith('.js'));
}

function landingRows(webDist: string): Row[] | string {
  if (!hasWebDist(webDist))
    return `${path.relative(paths.repoRoot, webDist) || webDist} absent: landing budget skipped (run "npm run build:web").`;
  const manifestFile = path.join(webDist, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) return `${manifestFile} missing: build with "npm run build:web".`;
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  const rows = landingChunks(manifest).map((file): Row => ({
    item: `  ${file}`,
    bytes: gzipSync(readFileSync(path.join(webDist, file))).length,
    note: 'gzip',
  }));
  const total = rows.reduce((sum, r) => sum + r.bytes, 0);
  return [{ item: 'landing initial JS (gzip)', bytes: total, budget: LANDING_BUDGET }, ...rows];
}

function printTable(rows: Row[]): boolean {
  let ok = true;
  const width = Math.max(...rows.map((r) => r.item.length), 10);
  console.log(
    `${'item'.padEnd(width)}  ${'size'.padStart(12)}  ${'budget'.padStart(12)}  status  notes`,
  );
  for (const r of rows) {
    const over = r.budget !== undefined && r.bytes > r.budget;
    if (over) ok = false;
    const status = r.budget === undefined ? '' : over ? 'OVER' : 'ok';
    const budget = r.budget === undefined ? '' : kib(r.budget);
    console.log(
      `${r.item.padEnd(width)}  ${kib(r.bytes).padStart(12)}  ${budget.padStart(12)}  ${status.padEnd(6)}  ${r.note ?? ''}`.trimEnd(),
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
