/**
 * What the bench parts share: concurrent load with its percentiles, and the machine's load next
 * to the figures (the machine is shared, so a figure means little without it).
 */
import { cpus, loadavg } from 'node:os';

/** Clients in flight at once in the concurrent benches. */
export const CLIENTS = 20;

export interface Figures {
  p50: number;
  p99: number;
  perSecond: number;
}

/** The `p`th percentile of ascending `sorted` samples (NaN when there are none). */
export function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
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
 * `count` calls of each of `ones`, interleaved (call n is `ones[n % k]`), `clients` in flight at
 * a time: every kind runs beside the others on the same machine at the same moment, so a ratio
 * between two kinds does not drift with the load others put on the machine. `perSecond` is each
 * kind's rate within the mix.
 */
export async function loadMix(
  count: number,
  ones: ReadonlyArray<(i: number) => Promise<void>>,
  clients = CLIENTS,
): Promise<Figures[]> {
  const samples = ones.map(() => [] as number[]);
  const total = count * ones.length;
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (next < total) {
        const n = next++;
        const kind = n % ones.length;
        const t = performance.now();
        await ones[kind]!(Math.floor(n / ones.length));
        samples[kind]!.push(performance.now() - t);
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  return samples.map((kind) => {
    kind.sort((a, b) => a - b);
    return { p50: percentile(kind, 50), p99: percentile(kind, 99), perSecond: count / elapsed };
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
