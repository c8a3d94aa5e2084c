import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import {
  DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  QueryCommand,
  TransactWriteCommand,
} from '@aws-sdk/lib-dynamodb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  describeCacheGain,
  describeSummary,
  formatRatio,
  gainPercent,
  goalMark,
  meetsGoal,
  summarize,
} from '../../../scripts/bench-goals';
import { loadMix, median, percentile } from '../../../scripts/bench-load';
import {
  describeWaves,
  holding,
  recordTableCalls,
  wavesOf,
} from '../../../scripts/bench-table-calls';

// Every timing here runs on a fake clock: the figures follow from the given delays alone.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
});
afterEach(() => {
  vi.useRealTimers();
});

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('median and percentile', () => {
  it('takes the middle value, or the mean of the two middle ones', () => {
    expect(median([7, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 10])).toBe(3.5);
    expect(() => median([])).toThrow();
  });

  it('reads a percentile from sorted samples, NaN when there are none', () => {
    const samples = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(samples, 50)).toBe(51);
    expect(percentile(samples, 99)).toBe(100);
    expect(percentile(samples, 100)).toBe(100);
    expect(percentile([], 50)).toBeNaN();
  });
});

describe('goals', () => {
  it('meets a goal at or under it, never without a ratio', () => {
    expect(meetsGoal(1.15, 1.15)).toBe(true);
    expect(meetsGoal(1.16, 1.15)).toBe(false);
    expect(meetsGoal(NaN, 1.15)).toBe(false);
    expect(goalMark(1.2, 1.3)).toBe('yes');
    expect(goalMark(1.31, 1.3)).toBe('no');
    expect(goalMark(NaN, 1.3)).toBe('-');
    expect(formatRatio(1.234)).toBe('1.23×');
    expect(formatRatio(NaN)).toBe('-');
  });

  it('sums figures up by their worst ratio and how many meet the goal, leaving out those without one', () => {
    const summary = summarize(
      [
        { name: 'GET /api/health', ratio: NaN },
        { name: 'GET /api/me', ratio: 1.08 },
        { name: 'GET /api/booking-pages', ratio: 1.21 },
        { name: 'POST /api/libraries', ratio: 1.1 },
      ],
      1.15,
    );
    expect(summary).toEqual({
      goal: 1.15,
      met: 2,
      of: 3,
      worst: { name: 'GET /api/booking-pages', ratio: 1.21 },
    });
    expect(describeSummary(summary)).toBe(
      'worst 1.21× (GET /api/booking-pages); 2 of 3 within 1.15×',
    );
    expect(describeSummary(summarize([], 1.3))).toBe('no figure; 0 of 0 within 1.3×');
  });

  it("gives a cache's gain as the share of the time without it that it saves", () => {
    expect(gainPercent(6, 8)).toBe(25);
    expect(gainPercent(9, 8)).toBe(-12.5);
    expect(gainPercent(5, 0)).toBeNaN();
    expect(describeCacheGain(25)).toBe('gain 25 % at p50, earns its place (goal ≥ 20 %)');
    expect(describeCacheGain(12)).toBe('gain 12 % at p50, does not earn its place (goal ≥ 20 %)');
  });
});

describe('loadMix', () => {
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
    const mix = loadMix(100, [kind('slow', 20), kind('fast', 2)], 4);
    await vi.runAllTimersAsync();
    const [slow, fast] = await mix;
    // Two clients each, whatever their speed: the fast kind never takes the slow one's clients.
    expect(most).toEqual({ slow: 2, fast: 2 });
    expect(started.slice(0, 2)).toEqual(['slow0', 'fast0']);
    // The mix ends when the fast kind has made its 100 calls (two at a time, 2 ms each: at
    // 100 ms); the slow one made only the ten that ended by then.
    expect(started.filter((s) => s.startsWith('fast'))).toHaveLength(100);
    expect(slow!.p50).toBe(20);
    expect(fast!.p50).toBe(2);
    expect(fast!.perSecond).toBeCloseTo(1000);
    expect(slow!.perSecond).toBeCloseTo(100);
  });
});

describe('wavesOf', () => {
  const call = (name: string, sent: number, done: number) => ({
    command: { Command: QueryCommand, input: { name } },
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
      Command: TransactWriteCommand,
      input: { TransactItems: [{ Update: update }, { Put: put }, { Put: plain }] },
    });
    expect(replayed.Command).toBe(TransactWriteCommand);
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

  it('widens a single write and leaves reads as they were', () => {
    const put = holding({
      Command: PutCommand,
      input: { Item: { PK: 'a', SK: 'b' }, ConditionExpression: 'attribute_not_exists(PK)' },
    });
    expect(put.input.ConditionExpression).toBe(
      '(attribute_not_exists(PK)) OR attribute_not_exists(#benchReplayNeverSet)',
    );
    const get = { Command: GetCommand, input: { Key: { PK: 'a', SK: 'b' } } };
    expect(holding(get)).toEqual(get);
  });
});

describe('recordTableCalls', () => {
  /**
   * A document client whose every call answers after `ms` of the fake clock, without sending
   * anything: the call stops at the first step of the SDK's middleware.
   */
  function answeringClient(ms: number): DynamoDBDocumentClient {
    const client = new DynamoDBClient({ region: 'eu-west-2' });
    client.middlewareStack.add(
      () => async () => {
        await pause(ms);
        return { output: { $metadata: {} }, response: {} };
      },
      { step: 'initialize', priority: 'high' },
    );
    return DynamoDBDocumentClient.from(client);
  }

  it("records the run's calls through any document client, as waves, and only those", async () => {
    const routeTable = answeringClient(5);
    const other = answeringClient(5);
    const get = { TableName: 't', Key: { PK: 'CAL#1', SK: 'CAL#1' } };
    const list = {
      TableName: 't',
      KeyConditionExpression: 'PK = :pk',
      ExpressionAttributeValues: { ':pk': 'CAL#1' },
    };
    const write = {
      TableName: 't',
      Item: { PK: 'MEET#1', SK: 'MEET#1' },
      ConditionExpression: 'attribute_not_exists(PK)',
    };
    const recording = recordTableCalls(async () => {
      await Promise.all([
        routeTable.send(new GetCommand(get)),
        routeTable.send(new QueryCommand(list)),
      ]);
      await routeTable.send(new PutCommand(write));
    });
    // Sent while recording, but not on behalf of the run: not recorded.
    const outside = other.send(new GetCommand({ TableName: 't', Key: { PK: 'x', SK: 'x' } }));
    await vi.runAllTimersAsync();
    await outside;
    const waves = await recording;

    expect(describeWaves(waves)).toBe('Get+Query, Put');
    expect(waves[0]!.map((c) => c.input)).toEqual([get, list]);
    // Written again with a condition that holds.
    expect(waves[1]![0]!.input.ConditionExpression).toBe(
      '(attribute_not_exists(PK)) OR attribute_not_exists(#benchReplayNeverSet)',
    );
    // Afterwards the SDK's own `send` again: nothing more is recorded, and a new run can start.
    expect(Object.hasOwn(DynamoDBDocumentClient.prototype, 'send')).toBe(false);
    const next = recordTableCalls(async () => routeTable.send(new GetCommand(get)));
    await vi.runAllTimersAsync();
    expect(describeWaves(await next)).toBe('Get');
  });
});
