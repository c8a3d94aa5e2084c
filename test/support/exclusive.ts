import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, vi } from 'vitest';
import type { StackInfo } from './stack';

/**
 * The integration files run two at a time on one stack; the few that change what every test of
 * it sees (the one ticker: filled to its maximum, reordered, its demo messages counted) take
 * turns through a named lock: a folder in the stack's data folder, made by the file that holds it
 * (making a folder that exists fails, so one file at a time gets it) and removed after its tests.
 * Call it before the file's own hooks.
 */
export function useExclusive(stack: StackInfo, name: string): void {
  const lock = path.join(path.dirname(stack.outboxDir), 'locks', name);
  beforeAll(async () => {
    await mkdir(path.dirname(lock), { recursive: true });
    await vi.waitFor(() => mkdir(lock), { timeout: 110_000, interval: 100 });
  }, 120_000);
  afterAll(() => rm(lock, { recursive: true, force: true }));
}
