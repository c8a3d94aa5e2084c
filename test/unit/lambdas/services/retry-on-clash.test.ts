import { describe, expect, it } from 'vitest';
import { concurrentWrite, conflict } from '../../../../lambdas/errors';
import { retryOnClash } from '../../../../lambdas/services/retry-on-clash';

describe('retryOnClash', () => {
  it('runs again after a lost race, and answers the run that commits', async () => {
    let runs = 0;
    const answer = await retryOnClash(3, async () => {
      runs += 1;
      if (runs < 3) throw concurrentWrite();
      return 'committed';
    });
    expect([answer, runs]).toEqual(['committed', 3]);
  });

  it('gives the last clash to the caller once the runs are used up', async () => {
    let runs = 0;
    const clash = concurrentWrite();
    await expect(
      retryOnClash(2, async () => {
        runs += 1;
        throw clash;
      }),
    ).rejects.toBe(clash);
    expect(runs).toBe(2);
  });

  it('never repeats a refusal', async () => {
    let runs = 0;
    const refusal = conflict('Not open');
    await expect(
      retryOnClash(5, async () => {
        runs += 1;
        throw refusal;
      }),
    ).rejects.toBe(refusal);
    expect(runs).toBe(1);
  });
});
