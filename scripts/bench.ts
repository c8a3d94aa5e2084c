/**
 * `npm run bench`: performance figures of the local product, printed, never asserted (budgets
 * are checked by `npm run size`; timings vary with the machine). Starts an isolated local stack,
 * then measures:
 *  - the stack's start-up time (all stand-ins up, bootstrapped and seeded);
 *  - latency of API calls through the local API Gateway stand-in (JWT check included) to the real
 *    handlers and DynamoDB Local: p50 / p95 / max over sequential requests, after a warm-up;
 *  - the public booking routes under concurrent load;
 *  - each route's handler overhead, as a ratio to its own table calls replayed directly
 *    (`bench-handlers.ts`), and each bundle's cold start, as a ratio to a floor function
 *    (`bench-cold-start.ts`); both ratios' summaries close the output.
 */
import { adminUser, signInTokens } from '../test/support/api-session';
import { benchBigData } from './bench-big-data';
import { benchBooking } from './bench-booking';
import { benchColdStart } from './bench-cold-start';
import { benchHandlers, type HandlerFigures } from './bench-handlers';
import { benchLanding } from './bench-landing';
import { benchLiveTicker } from './bench-live-ticker';
import { describeCacheGain, describeSummary } from './bench-goals';
import { percentile, startBenchStack, warmFunctions } from './bench-load';
import { benchTimesheetExport } from './bench-timesheet-export';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 200);

interface Probe {
  name: string;
  path: string;
  auth?: boolean;
}

/** Read paths every visitor or signed-in page hits. Later areas add theirs here. */
const probes: Probe[] = [
  { name: 'GET /api/health', path: '/api/health' },
  { name: 'GET /api/me (signed in)', path: '/api/me', auth: true },
  { name: 'GET /api/ticker', path: '/api/ticker' },
  { name: 'GET /api/articles?limit=3', path: '/api/articles?limit=3' },
  { name: 'GET /api/admin/articles', path: '/api/admin/articles', auth: true },
];

async function time(url: string, headers: Record<string, string>): Promise<number> {
  const start = performance.now();
  const res = await fetch(url, { headers });
  await res.arrayBuffer();
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  return performance.now() - start;
}

async function main() {
  const started = performance.now();
  const stack = await startBenchStack({ warm: false });
  const startupMs = performance.now() - started;
  let handlers: HandlerFigures;
  try {
    // The seeded admin, with the code of the authenticator app the stack added for them.
    const { accessToken: token } = await signInTokens(stack, adminUser(stack));

    console.log(`local stack start-up: ${(startupMs / 1000).toFixed(1)} s`);
    const warmMs = await warmFunctions();
    console.log(`every function's first process started: ${(warmMs / 1000).toFixed(1)} s more`);
    console.log(`API latency, ${ROUNDS} sequential requests each (ms):`);
    console.log(
      `${'route'.padEnd(28)} ${'p50'.padStart(7)} ${'p95'.padStart(7)} ${'max'.padStart(7)}`,
    );
    for (const probe of probes) {
      const headers: Record<string, string> = probe.auth
        ? { authorization: `Bearer ${token}` }
        : {};
      const url = `${stack.apiUrl}${probe.path}`;
      for (let i = 0; i < 20; i++) await time(url, headers);
      const samples: number[] = [];
      for (let i = 0; i < ROUNDS; i++) samples.push(await time(url, headers));
      samples.sort((a, b) => a - b);
      const fmt = (n: number) => n.toFixed(1).padStart(7);
      console.log(
        `${probe.name.padEnd(28)} ${fmt(percentile(samples, 50))} ${fmt(percentile(samples, 95))} ${fmt(samples.at(-1)!)}`,
      );
    }
    await benchBooking(stack, token);
    handlers = await benchHandlers(stack);
    await benchLiveTicker(stack);
    await benchBigData(stack);
    await benchLanding(stack);
  } finally {
    await stack.stop();
  }
  // Pure rendering, timed once the stack has stopped so its processes take no CPU from it.
  await benchTimesheetExport();
  const coldStart = await benchColdStart();

  console.log('\nSummary of the two ratios:');
  console.log(
    `  cold start, request-serving bundles against the floor: ${
      coldStart ? describeSummary(coldStart) : 'not measured (no Lambda bundles)'
    }`,
  );
  console.log(
    `  handler overhead, routes against their own table calls: ${describeSummary(handlers.overhead)}`,
  );
  console.log(`  /api/me e-mail cache: ${describeCacheGain(handlers.emailCacheGain)}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
