import { setTimeout as sleep } from 'node:timers/promises';

/**
 * Polls `probe` until it returns true, failing after `timeoutMs` with `what` in the message.
 * `abort` lets a caller give up early, e.g. when the process being waited for has died.
 */
export async function waitUntil(
  what: string,
  probe: () => Promise<boolean>,
  {
    timeoutMs = 60_000,
    intervalMs = 100,
    abort,
  }: { timeoutMs?: number; intervalMs?: number; abort?: Promise<unknown> } = {},
): Promise<void> {
  let aborted = false;
  void abort?.then(() => (aborted = true));
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (aborted) throw new Error(`${what}: the process exited before it was ready`);
    if (await probe().catch(() => false)) return;
    await sleep(intervalMs);
  }
  throw new Error(`${what}: not ready after ${Math.round(timeoutMs / 1000)} s`);
}

/** True when `url` answers with any HTTP status (the server is listening). */
export async function answers(url: string): Promise<boolean> {
  const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
  await response.body?.cancel();
  return true;
}
