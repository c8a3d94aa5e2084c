/**
 * `npm run size`: the size budgets.
 *  - every Lambda bundle (`dist/lambdas/<name>/`: `index.mjs` and its chunks, from `npm run
 *    build:lambdas`) ≤ 1 MiB minified, listed with the AWS SDK clients it holds (from esbuild's
 *    `meta.json` beside it);
 *  - the landing page's initial JavaScript ≤ 150 KiB gzipped: the entry chunk, every chunk it
 *    imports statically, and the landing route's lazy chunk with its static imports — all that runs
 *    before the landing page can render (from Vite's manifest). Skipped when web/dist is absent.
 *  - beside it, the floor: the same figure for an app that renders only React and ReactDOM, built
 *    with the same Vite toolchain and production settings into a temp dir, and the landing page as a
 *    ratio of it (goal ≤ 2.0×). The ratio is a goal, printed, not a budget: the floor moves with
 *    React releases, and the 150 KiB budget already fails the check on real growth.
 * Prints a table and exits 1 when a budget is exceeded or the Lambda bundles are missing.
 * `--web-dist=<dir>` checks another SPA build folder.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Metafile } from 'esbuild';
import { bundleBytes, runtimeFileBytes } from '../lib/constructs/bundling';
import { lambdaEntries } from '../lib/lambda-entries';
import { hasWebDist, paths } from '../lib/paths';

const LAMBDA_BUDGET = 1024 * 1024;
/**
 * Sealing signed documents draws and signs PDFs (pdf-lib, fontkit to embed the fonts of every
 * script with bidi-js to order them, node-forge for PKCS#7 and PKCS#12): about 2.5 MiB. The
 * timesheet export draws PDFs the same way (with its S3 and SES clients): about 2.2 MiB. Both run
 * off events, never in a request, so their cold start keeps nobody waiting (docs/decisions.md,
 * "Every script prints").
 */
const LAMBDA_BUDGETS: Record<string, number> = {
  'events/document-seal': 3 * 1024 * 1024,
  'events/timesheet-export': 3 * 1024 * 1024,
  // Invoices and credit notes are drawn on the export's sheets, with the same fonts and clients.
  'events/invoice-document': 3 * 1024 * 1024,
  // Engagement letters and change orders are drawn on the same sheets, then sent for signature
  // through the documents area's steps (its S3 and KMS clients).
  'events/engagement-letters': 3 * 1024 * 1024,
  // The account's archive and its closure each reach the table, both buckets, the user pool and
  // SES (nodemailer composes the mail): every SDK client of the product in one bundle, about
  // 1.1 MiB. Both run off events, never in a request.
  'events/account-export': 1.5 * 1024 * 1024,
  'events/account-closure': 1.5 * 1024 * 1024,
  // Saving or applying a template reads the stored PDF's pages (pdf-lib, about 430 KiB) in a
  // chunk of its own, loaded by those two routes only: no other route's cold start carries it.
  documents: 1.5 * 1024 * 1024,
};
/**
 * The font files a PDF-drawing function carries beside its code (every script, CJK included:
 * docs/decisions.md, "Every script prints"). Read from disk on the first PDF, never parsed on
 * a cold start; the Lambda limit for a whole unzipped function is 250 MB.
 */
const FONT_FILES_BUDGET = 20 * 1024 * 1024;
const LANDING_BUDGET = 150 * 1024;
/** The landing page's initial JavaScript as a multiple of the React-only floor (issue 12). */
const FLOOR_RATIO_GOAL = 2.0;

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
    if (!existsSync(file) || !existsSync(meta)) {
      missing.push(name);
      continue;
    }
    rows.push({
      item: `lambda ${name} (minified)`,
      bytes: bundleBytes(dir),
      budget: LAMBDA_BUDGETS[name] ?? LAMBDA_BUDGET,
      note: `SDK clients: ${
        sdkClientsOf(JSON.parse(readFileSync(meta, 'utf8')) as Metafile)
          .map((client) => client.replace('@aws-sdk/client-', ''))
          .join(', ') || 'none'
      }`,
    });
    const files = runtimeFileBytes(dir);
    if (files > 0)
      rows.push({
        item: `lambda ${name} fonts`,
        bytes: files,
        budget: FONT_FILES_BUDGET,
        note: 'PDF fonts beside the code, read on the first PDF drawn',
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

function readManifest(webDist: string): Manifest {
  return JSON.parse(readFileSync(path.join(webDist, '.vite', 'manifest.json'), 'utf8')) as Manifest;
}

const gzipRows = (webDist: string, files: string[]) =>
  files.map((file): Row => ({
    item: `  ${file}`,
    bytes: gzipSync(readFileSync(path.join(webDist, file))).length,
    note: 'gzip',
  }));

const sum = (rows: Row[]) => rows.reduce((total, r) => total + r.bytes, 0);

function landingRows(webDist: string): Row[] | string {
  if (!hasWebDist(webDist))
    return `${path.relative(paths.repoRoot, webDist) || webDist} absent: landing budget skipped (run "npm run build:web").`;
  const manifestFile = path.join(webDist, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) return `${manifestFile} missing: build with "npm run build:web".`;
  const rows = gzipRows(webDist, landingChunks(readManifest(webDist)));
  return [{ item: 'landing initial JS (gzip)', bytes: sum(rows), budget: LANDING_BUDGET }, ...rows];
}

/** The entry chunk and its static imports: all the JavaScript a page of that build loads first. */
export function entryChunks(manifest: Manifest): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    manifest[key].imports?.forEach(visit);
  };
  visit('index.html');
  return [...seen].map((key) => manifest[key]!.file).filter((file) => file.endsWith('.js'));
}

/**
 * Builds, in a temp dir, a page whose only script renders one element with React and ReactDOM,
 * using the SPA's Vite version, React plugin and production defaults (minifier, target, no
 * module-preload polyfill), and returns its initial JavaScript gzipped: what any React page costs
 * before it holds a line of product code.
 */
export async function reactFloorBytes(): Promise<number> {
  const { build } = await import('vite');
  const { default: react } = await import('@vitejs/plugin-react');
  const require = createRequire(path.join(paths.repoRoot, 'package.json'));
  const packageDir = (name: string) => path.dirname(require.resolve(`${name}/package.json`));
  const dir = mkdtempSync(path.join(tmpdir(), 'react-floor-'));
  try {
    writeFileSync(
      path.join(dir, 'index.html'),
      '<!doctype html><html><body><div id="root"></div><script type="module" src="/main.jsx"></script></body></html>',
    );
    writeFileSync(
      path.join(dir, 'main.jsx'),
      "import { createRoot } from 'react-dom/client';\ncreateRoot(document.getElementById('root')).render(<h1>Hello</h1>);\n",
    );
    const outDir = path.join(dir, 'dist');
    await build({
      configFile: false,
      root: dir,
      logLevel: 'error',
      mode: 'production',
      plugins: [react()],
      // The temp dir has no node_modules: React and ReactDOM come from the project's own.
      resolve: { alias: { react: packageDir('react'), 'react-dom': packageDir('react-dom') } },
      build: { outDir, manifest: true, emptyOutDir: true, modulePreload: { polyfill: false } },
    });
    return sum(gzipRows(outDir, entryChunks(readManifest(outDir))));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The floor row and the ratio line printed under the table. */
async function floorRows(landing: Row[]): Promise<{ rows: Row[]; ratio: string }> {
  const floor = await reactFloorBytes();
  const ratio = landing[0]!.bytes / floor;
  const verdict = ratio <= FLOOR_RATIO_GOAL ? 'ok' : 'over the goal';
  return {
    rows: [
      { item: 'React + ReactDOM floor (gzip)', bytes: floor, note: 'createRoot().render(<h1>)' },
    ],
    ratio: `Landing initial JS / React floor: ${ratio.toFixed(2)}× (goal ≤ ${FLOOR_RATIO_GOAL.toFixed(1)}×, ${verdict})`,
  };
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

async function main(): Promise<number> {
  const rows: Row[] = [];
  let ok = true;
  const lambdas = lambdaRows();
  if (typeof lambdas === 'string') {
    console.error(lambdas);
    ok = false;
  } else rows.push(...lambdas);
  const webDistArg = process.argv.find((a) => a.startsWith('--web-dist='))?.split('=')[1];
  const landing = landingRows(webDistArg ? path.resolve(webDistArg) : paths.webDist);
  let ratio: string | undefined;
  if (typeof landing === 'string') console.log(landing);
  else {
    const floor = await floorRows(landing);
    rows.push(...landing, ...floor.rows);
    ratio = floor.ratio;
  }
  if (rows.length && !printTable(rows)) ok = false;
  if (ratio) console.log(ratio);
  console.log(ok ? 'Size budgets: ok' : 'Size budgets: FAILED');
  return ok ? 0 : 1;
}

if (import.meta.url === `file://${process.argv[1]}`) process.exit(await main());
