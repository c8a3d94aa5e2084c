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
  const samples: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (next < count) {
        const i = next++;
        const t = performance.now();
        await one(i);
        samples.push(performance.now() - t);
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  samples.sort((a, b) => a - b);
  return { p50: percentile(samples, 50), p99: percentile(samples, 99), perSecond: count / elapsed };
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
