import { describe, expect, it } from 'vitest';
import { loadMix } from '../../../scripts/bench-load';
import { wavesOf } from '../../../scripts/bench-table-calls';

describe('loadMix', () => {
  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  it('keeps the same clients on each kind, and counts only calls made while all ran', async () => {
    const started: string[] = [];
    let inFlight = { slow: 0, fast: 0 };
    let most = { slow: 0, fast: 0 };
    const kind = (name: 'slow' | 'fast', ms: number) => async (i: number) => {
      started.push(`${name}${i}`);
      inFlight = { ...inFlight, [name]: inFlight[name] + 1 };
      most = { ...most, [name]: Math.max(most[name], inFlight[name]) };
      await pause(ms);
      inFlight = { ...inFlight, [name]: inFlight[name] - 1 };
    };
    const [slow, fast] = await loadMix(100, [kind('slow', 20), kind('fast', 2)], 4);
    // Two clients each, whatever their speed: the fast kind never takes the slow one's clients.
    expect(most).toEqual({ slow: 2, fast: 2 });
    expect(started.slice(0, 2)).toEqual(['slow0', 'fast0']);
    // The mix ends when the fast kind has made its 100 calls; the slow one made only some.
    expect(started.filter((s) => s.startsWith('fast'))).toHaveLength(100);
    expect(started.filter((s) => s.startsWith('slow')).length).toBeLessThan(50);
    expect(slow!.p50).toBeGreaterThanOrEqual(15);
    expect(fast!.p50).toBeLessThan(15);
    expect(fast!.perSecond).toBeGreaterThan(slow!.perSecond);
  });
});

describe('wavesOf', () => {
  const call = (name: string, sent: number, done: number) => ({
    command: { operation: 'Query' as const, input: { name } },
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
    expect(waves.map((w) => w.map((c) => c.input.name))).toEqual([
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
