import { describe, expect, it } from 'vitest';
import { loadMix } from '../../../scripts/bench-load';
import { holding, wavesOf } from '../../../scripts/bench-table-calls';

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

describe('holding', () => {
  it('widens every condition of a write so it holds, keeping the rest of the call', () => {
    const update = {
      Key: { PK: 'USER#a', SK: 'BOOKLOCK#2026-06-08' },
      UpdateExpression: 'SET #v = :next',
      ConditionExpression: '#v = :v',
      ExpressionAttributeNames: { '#v': 'version' },
      ExpressionAttributeValues: { ':v': 1, ':next': 2 },
    };
    const put = {
      Item: { PK: 'MEET#1', SK: 'MEET#1' },
      ConditionExpression: 'attribute_not_exists(PK)',
    };
    const plain = { Item: { PK: 'IDEM#k', SK: 'IDEM#k' } };
    const replayed = holding({
      operation: 'TransactWriteItems',
      input: { TransactItems: [{ Update: update }, { Put: put }, { Put: plain }] },
    });
    const [widenedUpdate, widenedPut, untouched] = replayed.input.TransactItems as Array<
      Record<string, Record<string, unknown>>
    >;
    expect(widenedUpdate!.Update).toEqual({
      ...update,
      ConditionExpression: '(#v = :v) OR attribute_not_exists(#benchReplayNeverSet)',
      ExpressionAttributeNames: { '#v': 'version', '#benchReplayNeverSet': 'benchReplayNeverSet' },
    });
    expect(widenedPut!.Put).toEqual({
      ...put,
      ConditionExpression:
        '(attribute_not_exists(PK)) OR attribute_not_exists(#benchReplayNeverSet)',
      ExpressionAttributeNames: { '#benchReplayNeverSet': 'benchReplayNeverSet' },
    });
    expect(untouched!.Put).toEqual(plain);
  });

  it('leaves reads as they were', () => {
    const get = { operation: 'GetItem' as const, input: { Key: { PK: 'a', SK: 'b' } } };
    expect(holding(get)).toEqual(get);
  });
});
