/**
 * What the bench parts share: concurrent load with its percentiles and medians, and the machine's
 * load next to the figures (the machine is shared, so a figure means little without it).
 */
import { cpus, loadavg } from 'node:os';
import path from 'node:path';

/** Clients in flight at once in the concurrent benches. */
export const CLIENTS = 20;

/**
 * The stack every bench runs on: each function's deployed bundle, so a function's cold start is
 * the one AWS runs, not the TypeScript loader's (the bundles must be built; `npm run bench` builds
 * them). An API area may run up to `BENCH_PROCESSES_PER_AREA` invocations at once, as Lambda adds
 * environments for requests in flight: one per client. Consumers keep the laptop's two. The
 * areas' cold starts fall in each load's warm-up round, which is not counted.
 */
export const BENCH_PROCESSES_PER_AREA = CLIENTS;

/** The bench stack, every function warmed first (`warmFunctions`) unless `warm` is false. */
export async function startBenchStack({ warm = true }: { warm?: boolean } = {}) {
  // Loaded here, not at the top: the ticker's client processes share this module, not the stack.
  const { startStack } = await import('../test/support/stack');
  const stack = await startStack({
    functions: { code: 'bundles', maxPerArea: BENCH_PROCESSES_PER_AREA },
  });
  if (warm) {
    try {
      await warmFunctions();
    } catch (error) {
      await stack.stop();
      throw error;
    }
  }
  return stack;
}

/**
 * Starts one process of every deployed function, one after another, and says how long that took.
 * The loads measure functions as a steady load finds them in AWS, warm; a cold start is the
 * cold-start bench's own figure. Without it a load's first seconds would pay for twenty cold
 * starts at once (the scheduled consumers' first ticks among them), each a second of CPU on the
 * same two cores.
 */
export async function warmFunctions(): Promise<number> {
  const started = performance.now();
  const [{ lambdaEntries }, { loadHandler }, { repoRoot }] = await Promise.all([
    import('../lib/lambda-entries'),
    import('../local/lambda-runtime'),
    import('../local/config'),
  ]);
  for (const { entry } of lambdaEntries()) await loadHandler(path.relative(repoRoot, entry));
  return performance.now() - started;
}

export interface Figures {
  p50: number;
  p99: number;
  perSecond: number;
}

/** The `p`th percentile of ascending `sorted` samples (NaN when there are none). */
export function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

/** The middle of `values` (the mean of the two middle ones when their count is even). */
export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error('median of nothing');
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** Runs `count` calls of `one(i)` with `clients` in flight at a time; each must succeed. */
export async function load(
  count: number,
  one: (i: number) => Promise<void>,
  clients = CLIENTS,
): Promise<Figures> {
  const [figures] = await loadMix(count, [one], clients);
  return figures!;
}

/**
 * Several kinds of call at once, so a ratio between two kinds does not drift with the load others
 * put on the machine: the `clients` are shared out among the kinds (client n runs kind n % k), so
 * each kind keeps the same number in flight however fast it answers, and the load stops as soon
 * as one kind has made `count` calls. Only calls made while every kind was running count, so each
 * kind's figures come from the same mix; the slower kinds have fewer of them. `perSecond` is each
 * kind's rate within the mix.
 */
export async function loadMix(
  count: number,
  ones: ReadonlyArray<(i: number) => Promise<void>>,
  clients = CLIENTS,
): Promise<Figures[]> {
  if (clients < ones.length) throw new Error('fewer clients than kinds of call');
  const samples = ones.map(() => [] as number[]);
  const next = ones.map(() => 0);
  let mixed = true;
  const started = performance.now();
  let ended = started;
  await Promise.all(
    Array.from({ length: clients }, async (_, client) => {
      const kind = client % ones.length;
      while (mixed && next[kind]! < count) {
        const i = next[kind]!++;
        const t = performance.now();
        await ones[kind]!(i);
        if (!mixed) return;
        samples[kind]!.push(performance.now() - t);
        if (samples[kind]!.length >= count) {
          mixed = false;
          ended = performance.now();
        }
      }
    }),
  );
  const elapsed = (ended - started) / 1000;
  return samples.map((kind) => {
    kind.sort((a, b) => a - b);
    return {
      p50: percentile(kind, 50),
      p99: percentile(kind, 99),
      perSecond: kind.length / elapsed,
    };
  });
}

/** Reads the whole answer and throws unless it has the `expected` status. */
export async function ok(res: Response, expected: number): Promise<void> {
  const text = await res.text();
  if (res.status !== expected) throw new Error(`answered ${res.status}: ${text}`);
}

/** The machine's 1-minute load average and cores, e.g. `1.4 on 2 cores`. */
export function machineLoad(): string {
  const [oneMinute] = loadavg();
  return `${oneMinute!.toFixed(1)} on ${cpus().length} cores`;
}
