/**
 * The cold-start figures of `npm run bench`: how long each Lambda bundle (`dist/lambdas/<name>/
 * index.mjs`, from `npm run build:lambdas`) takes to initialise, i.e. to be imported in a fresh
 * Node process, beside the same figure for a floor function that holds what every function of
 * this stack holds (the DynamoDB document client, zod and the Powertools logger), bundled with the
 * very options of the real ones. Goal: every request-serving bundle (an HTTP area or a WebSocket
 * route) within 1.3× the floor. Run it alone with `npx tsx scripts/bench-cold-start.ts` (after
 * `npm run build:lambdas`).
 *
 * What the import figure leaves out: the Lambda runtime's own start and the download of the code,
 * which are the same for every bundle of a size class, and whatever a bundle defers to a first
 * request (a route's chunk, the ports and the SDK clients they build on first use).
 * So beside it, for each HTTP area, the import plus one first request in the same process: the
 * area's first route in `routes.ts`, sent without the header CloudFront adds, which the edge guard
 * refuses (403) inside the route's own pipeline. That counts loading the route's chunk, running
 * the middleware, the error answer and its log line. It builds no port and makes no AWS call:
 * offline there is no service to answer, and a stand-in would measure the stand-in.
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { build } from 'esbuild';
import { routeKey, routes } from '../lambdas/routes';
import { bundleBytes, esbuildOptions } from '../lib/constructs/bundling';
import { lambdaEntries } from '../lib/lambda-entries';
import { paths } from '../lib/paths';
import {
  COLD_START_GOAL,
  describeSummary,
  formatRatio,
  goalMark,
  summarize,
  type GoalSummary,
  type Measured,
} from './bench-goals';
import { machineLoad, median } from './bench-load';

const run = promisify(execFile);

/** Fresh processes per bundle; the median is printed. */
const RUNS = Number(process.env.BENCH_COLD_RUNS ?? 7);

/**
 * What a function is given in AWS, with values of the right shape: ports read them on first use
 * only, but a module that read one at import would then not fail for want of it.
 */
const lambdaEnvironment: Record<string, string> = {
  AWS_REGION: 'eu-west-2',
  AWS_ACCESS_KEY_ID: 'bench',
  AWS_SECRET_ACCESS_KEY: 'bench',
  TABLE_NAME: 'bench-table',
  DOCUMENTS_BUCKET: 'bench-documents',
  PHOTOS_BUCKET: 'bench-photos',
  EVENT_BUS_NAME: 'bench-bus',
  USER_POOL_ID: 'eu-west-2_bench',
  MAIL_FROM: 'bench@example.com',
  APP_ORIGIN: 'https://bench.example.com',
  WS_MANAGEMENT_ENDPOINT: 'https://ws.example.com/prod',
  WS_ALLOWED_ORIGINS: 'https://bench.example.com',
  TOKEN_KEY: 'local:AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=',
  SIGNING_CERTIFICATE: 'bench-signing',
  POWERTOOLS_SERVICE_NAME: 'bench',
  // The secret CloudFront adds; the first request is sent without it (see above).
  ORIGIN_VERIFY: 'bench-origin-secret',
};

/**
 * Runs in the fresh process: the time of the dynamic import alone and, given a route key and path
 * (`GET /api/health`, `/api/health`), of the import plus that request, in ms, as JSON on the last
 * line of stdout (the request's log and metric lines come before it).
 */
const probe = `
const [file, routeKey, rawPath] = process.argv.slice(1);
const started = performance.now();
const { handler } = await import(file);
const imported = performance.now() - started;
let answered;
if (routeKey) {
  const http = { method: routeKey.split(' ')[0], path: rawPath };
  const event = { version: '2.0', routeKey, rawPath, rawQueryString: '', headers: {},
    isBase64Encoded: false, requestContext: { requestId: 'bench', http } };
  const { statusCode } = await handler(event);
  if (statusCode !== 403) throw new Error('expected the edge guard to answer 403, not ' + statusCode);
  answered = performance.now() - started;
}
process.stdout.write('\\n' + JSON.stringify({ imported, answered }));
`;

/**
 * The floor: what every function of this stack holds, and nothing else. The DynamoDB document
 * client with one GetCommand built, zod with a small schema parsed and one Powertools Logger, all
 * at import, so that their modules are both loaded and run. Bundled with the product's options.
 */
const floorSource = (traced: boolean) => `
import { Logger } from '@aws-lambda-powertools/logger';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
${traced ? "import { Tracer } from '@aws-lambda-powertools/tracer';\nconst tracer = new Tracer({ serviceName: 'floor' });" : ''}
const logger = new Logger({ serviceName: 'floor' });
const ZEvent = z.object({ id: z.string().min(1) });
const client = DynamoDBDocumentClient.from(new DynamoDBClient({}));
const table = ${traced ? 'tracer.captureAWSv3Client(client)' : 'client'};
const getItem = ({ id }) => new GetCommand({ TableName: process.env.TABLE_NAME, Key: { PK: id, SK: id } });
getItem(ZEvent.parse({ id: 'floor' }));
export const handler = async (event) => {
  const key = ZEvent.parse(event);
  logger.info('get', key);
  return table.send(getItem(key));
};
`;

/** An area's first route in `routes.ts`, as the probe sends it (path parameters filled in). */
interface FirstRequest {
  routeKey: string;
  rawPath: string;
}

function firstRequest(name: string): FirstRequest | undefined {
  const route = routes.find((r) => r.area === name);
  return route && { routeKey: routeKey(route), rawPath: route.path.replace(/\{[^}]+\}/g, 'bench') };
}

interface Probe {
  imported: number;
  answered?: number;
}

async function probeMs(file: string, request?: FirstRequest): Promise<Probe> {
  const { stdout } = await run(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      probe,
      pathToFileURL(file).href,
      ...(request ? [request.routeKey, request.rawPath] : []),
    ],
    { env: { PATH: process.env.PATH, ...lambdaEnvironment }, cwd: path.dirname(file) },
  );
  const result = JSON.parse(stdout.slice(stdout.lastIndexOf('\n') + 1)) as Probe;
  if (!Number.isFinite(result.imported)) throw new Error(`${file}: unexpected output ${stdout}`);
  return result;
}

/**
 * The bundle's and the floor's medians, their runs alternating (never in parallel): the machine's
 * load drifts while others work on it, and alternating lets both figures see the same drift.
 */
async function medianMs(
  file: string,
  floors: Floors,
  request: FirstRequest | undefined,
): Promise<{ initMs: number; firstRequestMs?: number; floorMs: number; tracedFloorMs: number }> {
  await probeMs(file, request); // warms the file cache, as the code is on local disk in a Lambda sandbox
  const samples: Probe[] = [];
  const floorSamples: number[] = [];
  const tracedSamples: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    floorSamples.push((await probeMs(floors.plain)).imported);
    samples.push(await probeMs(file, request));
    tracedSamples.push((await probeMs(floors.traced)).imported);
  }
  return {
    initMs: median(samples.map((s) => s.imported)),
    ...(request && { firstRequestMs: median(samples.map((s) => s.answered!)) }),
    floorMs: median(floorSamples),
    tracedFloorMs: median(tracedSamples),
  };
}

/**
 * The floor, and the floor with its client wrapped by the Powertools Tracer as every product
 * client is: the second says how much of a bundle's ratio is the tracer's (aws-xray-sdk-core).
 */
interface Floors {
  plain: string;
  traced: string;
}

async function buildFloor(dir: string, traced: boolean): Promise<string> {
  const outdir = path.join(dir, traced ? 'floor-traced' : 'floor');
  const { entryPoints: _unused, ...options } = esbuildOptions('floor.ts', outdir);
  await build({
    ...options,
    stdin: { contents: floorSource(traced), resolveDir: paths.repoRoot, loader: 'js' },
    entryNames: 'index',
    metafile: false,
  });
  return path.join(outdir, 'index.mjs');
}

/**
 * Request-serving: an HTTP area or a WebSocket route, which someone waits on. An event consumer
 * (`events/<consumer>`) runs off the bus, a table stream or a timer.
 */
const servesRequests = (name: string) => !name.startsWith('events/');

/** Prints the table; returns how the request-serving bundles stand against the goal. */
export async function benchColdStart(): Promise<GoalSummary | undefined> {
  const bundles = lambdaEntries().map(({ name }) => ({
    name,
    file: path.join(paths.lambdaDist, name, 'index.mjs'),
  }));
  const missing = bundles.filter((b) => !existsSync(b.file)).map((b) => b.name);
  if (missing.length) {
    console.log(`cold start: skipped, run npm run build:lambdas (missing: ${missing.join(', ')})`);
    return undefined;
  }
  const tmp = mkdtempSync(path.join(tmpdir(), 'vciso-floor-'));
  try {
    const floors: Floors = {
      plain: await buildFloor(tmp, false),
      traced: await buildFloor(tmp, true),
    };
    await probeMs(floors.plain);
    await probeMs(floors.traced);
    const kib = (file: string) => `${(bundleBytes(path.dirname(file)) / 1024).toFixed(1)} KiB`;
    console.log(
      `\ncold start: module initialisation (import) in a fresh Node ${process.version} process, ` +
        `median of ${RUNS}, each bundle's runs alternating with the floor's (a function holding ` +
        `the DynamoDB document client, zod and the Powertools logger, ${kib(floors.plain)}); load ` +
        `${machineLoad()}. "+1st req": the import and one first request (the area's first ` +
        `route, refused by the edge guard: its chunk loaded, no port built). Goal: every ` +
        `request-serving bundle's init ≤ ${COLD_START_GOAL}× the floor's. "÷ traced": the ` +
        `same init against the floor with its client wrapped by the Powertools Tracer ` +
        `(${kib(floors.traced)}), as every product client is.`,
    );
    const columns = (...cells: string[]) =>
      console.log(
        [
          cells[0]!.padEnd(26),
          cells[1]!.padStart(12),
          ...cells.slice(2, 7).map((c) => c.padStart(9)),
          ` ${cells[7]}`,
        ].join(' '),
      );
    columns('bundle', 'size', 'init ms', '+1st req', 'floor ms', 'ratio', '÷ traced', 'goal met');
    const ms = (n: number | undefined) => (n === undefined ? '-' : n.toFixed(1));
    const serving: Measured[] = [];
    for (const { name, file } of bundles) {
      const { initMs, firstRequestMs, floorMs, tracedFloorMs } = await medianMs(
        file,
        floors,
        firstRequest(name),
      );
      const ratio = initMs / floorMs;
      if (servesRequests(name)) serving.push({ name, ratio });
      columns(
        name,
        kib(file),
        ms(initMs),
        ms(firstRequestMs),
        ms(floorMs),
        formatRatio(ratio),
        formatRatio(initMs / tracedFloorMs),
        servesRequests(name) ? goalMark(ratio, COLD_START_GOAL) : '- (not request-serving)',
      );
    }
    const summary = summarize(serving, COLD_START_GOAL);
    console.log(`  request-serving bundles: ${describeSummary(summary)}`);
    return summary;
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  benchColdStart().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
