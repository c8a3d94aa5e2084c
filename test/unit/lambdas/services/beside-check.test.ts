import { describe, expect, it } from 'vitest';
import { besideCheck } from '../../../../lambdas/services/beside-check';

const later = <T>(ms: number, value: T, fail = false) =>
  new Promise<T>((resolve, reject) =>
    setTimeout(() => (fail ? reject(value) : resolve(value)), ms),
  );

describe('besideCheck', () => {
  it("answers the check's result and the read's once both are in", async () => {
    expect(await besideCheck(later(20, 'owned'), later(5, ['item']))).toEqual(['owned', ['item']]);
  });

  it("answers the check's error whatever the read did, even when the read failed first", async () => {
    const notYours = new Error('not found');
    await expect(besideCheck(later(30, notYours, true), later(1, ['item']))).rejects.toBe(notYours);
    await expect(
      besideCheck(later(30, notYours, true), later(1, new Error('bad cursor'), true)),
    ).rejects.toBe(notYours);
  });

  it("answers the read's error once the check has passed", async () => {
    const badCursor = new Error('bad cursor');
    await expect(besideCheck(later(5, 'owned'), later(1, badCursor, true))).rejects.toBe(badCursor);
  });
});
