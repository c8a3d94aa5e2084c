import { describe, expect, it } from 'vitest';
import { loadMix } from '../../../scripts/bench-load';
import { wavesOf } from '../../../scripts/bench-table-calls';

describe('loadMix', () => {
  it('runs every kind the same number of times, interleaved, with its own figures', async () => {
    const order: string[] = [];
    const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    const [slow, fast] = await loadMix(
      6,
      [
        async (i) => {
          order.push(`slow${i}`);
          await pause(30);
        },
        async (i) => {
          order.push(`fast${i}`);
          await pause(1);
        },
      ],
      2,
    );
    expect(order.filter((k) => k.startsWith('slow')).sort()).toEqual(
      [0, 1, 2, 3, 4, 5].map((i) => `slow${i}`),
    );
    expect(order.filter((k) => k.startsWith('fast'))).toHaveLength(6);
    // Interleaved: the first calls are one of each, not all of one kind first.
    expect(order.slice(0, 2)).toEqual(['slow0', 'fast0']);
    expect(slow!.p50).toBeGreaterThanOrEqual(25);
    expect(fast!.p50).toBeLessThan(25);
  });
});

describe('wavesOf', () => {
  const call = (name: string, sent: number, done: number) => ({
    command: { input: name },
    sent,
    done,
  });

  it('puts calls sent before the current wave answered beside it, and later ones after it', () => {
    const waves = wavesOf([
      call('page', 0, 10),
      // Sent after the page answered: the next wave, with what was sent alongside it.
      call('sums', 11, 20),
      call('entries', 11.5, 25),
      call('meetings', 12, 22),
      call('after', 26, 30),
    ]);
    expect(waves.map((w) => w.map((c) => c.input))).toEqual([
      ['page'],
      ['sums', 'entries', 'meetings'],
      ['after'],
    ]);
  });

  it('keeps a check sent beside its list in one wave', () => {
    const waves = wavesOf([call('check', 0, 10), call('list', 0.5, 12)]);
    expect(waves).toHaveLength(1);
  });
});
