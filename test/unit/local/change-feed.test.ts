import { DescribeTableCommand } from '@aws-sdk/client-dynamodb';
import {
  DescribeStreamCommand,
  GetRecordsCommand,
  GetShardIteratorCommand,
  type _Record as StreamsRecord,
} from '@aws-sdk/client-dynamodb-streams';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { DynamoDBStreamEvent } from 'aws-lambda';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { tickerStream } from '../../../lambdas/events/stream-subscriptions';
import {
  lambdaRecord,
  startChangeFeed,
  type ChangeFeed,
  type ChangeFeedOptions,
} from '../../../local/realtime/change-feed';
import { readCheckpoint } from '../../../local/realtime/change-feed-checkpoint';

const arn = 'arn:aws:dynamodb:ddblocal:000000000000:table/t/stream/2025-01-01T00:00:00.000';

/** DynamoDB Local's stream as far as the feed uses it: shards of records, iterators as positions. */
function fakeStream() {
  const shards = new Map<string, { records: StreamsRecord[]; parent?: string; closed: boolean }>();
  let seq = 0;
  let failNext = 0;
  const calls: string[] = [];
  const addShard = (id: string, parent?: string) =>
    shards.set(id, { records: [], parent, closed: false });
  const write = (shardId: string, pk: string, sk = 'X') => {
    seq += 1;
    shards.get(shardId)!.records.push({
      eventID: `e${seq}`,
      eventName: 'INSERT',
      eventVersion: '1.1',
      eventSource: 'aws:dynamodb',
      awsRegion: 'ddblocal',
      dynamodb: {
        ApproximateCreationDateTime: new Date('2025-06-01T12:00:00.000Z'),
        Keys: { PK: { S: pk }, SK: { S: sk } },
        NewImage: { PK: { S: pk }, SK: { S: sk }, blob: { B: new Uint8Array([1, 2, 3]) } },
        SequenceNumber: String(seq).padStart(6, '0'),
        SizeBytes: 10,
        StreamViewType: 'NEW_AND_OLD_IMAGES',
      },
    });
  };
  const send = async (command: unknown): Promise<unknown> => {
    if (failNext > 0) {
      failNext -= 1;
      throw new Error('connect ECONNREFUSED');
    }
    if (command instanceof DescribeTableCommand) return { Table: { LatestStreamArn: arn } };
    if (command instanceof DescribeStreamCommand) {
      calls.push('describe');
      return {
        StreamDescription: {
          Shards: [...shards].map(([ShardId, s]) => ({
            ShardId,
            ParentShardId: s.parent,
            SequenceNumberRange: {
              StartingSequenceNumber: '0',
              ...(s.closed ? { EndingSequenceNumber: '999999' } : {}),
            },
          })),
        },
      };
    }
    if (command instanceof GetShardIteratorCommand) {
      const { ShardId, ShardIteratorType } = command.input;
      calls.push(`iterator ${ShardId} ${ShardIteratorType}`);
      const shard = shards.get(ShardId!)!;
      const after = shard.records.findIndex(
        (r) => r.dynamodb?.SequenceNumber === command.input.SequenceNumber,
      );
      const at =
        ShardIteratorType === 'LATEST'
          ? shard.records.length
          : ShardIteratorType === 'AFTER_SEQUENCE_NUMBER'
            ? after + 1
            : 0;
      return { ShardIterator: `${ShardId}:${at}` };
    }
    if (command instanceof GetRecordsCommand) {
      const [id, at] = command.input.ShardIterator!.split(':');
      const shard = shards.get(id!)!;
      const records = shard.records.slice(Number(at));
      const end = Number(at) + records.length;
      return {
        Records: records,
        NextShardIterator: shard.closed && records.length === 0 ? undefined : `${id}:${end}`,
      };
    }
    throw new Error(`unexpected ${String(command)}`);
  };
  return {
    clients: { dynamodb: { send }, streams: { send } } as never,
    addShard,
    write,
    close: (id: string) => (shards.get(id)!.closed = true),
    failTimes: (n: number) => (failNext = n),
    calls,
  };
}

let feed: ChangeFeed | undefined;
afterEach(async () => {
  await feed?.stop();
  feed = undefined;
});

function start(stream: ReturnType<typeof fakeStream>, extra: Partial<ChangeFeedOptions> = {}) {
  const delivered: DynamoDBStreamEvent[] = [];
  const lines: string[] = [];
  feed = startChangeFeed({
    ...extra,
    endpoint: 'http://unused',
    tableName: 't',
    log: (_source, line) => lines.push(line),
    subscriptions: [tickerStream],
    load: async () => async (event: DynamoDBStreamEvent) => void delivered.push(event),
    pollMs: 5,
    discoverMs: 20,
    clients: stream.clients,
  });
  return { delivered, lines };
}

async function until(what: string, check: () => boolean | Promise<boolean>, ms = 2_000) {
  await vi.waitFor(
    async () => {
      if (!(await check())) throw new Error(`timed out: ${what}`);
    },
    { timeout: ms, interval: 5 },
  );
}

const keysOf = (events: DynamoDBStreamEvent[]) =>
  events.flatMap((e) => e.Records.map((r) => r.dynamodb?.Keys?.SK?.S));

describe('local change feed', () => {
  it('starts at LATEST and delivers only ticker records, in the Lambda event shape', async () => {
    const stream = fakeStream();
    stream.addShard('s1');
    stream.write('s1', 'TICKER', 'before-start');
    const { delivered } = start(stream);
    await feed!.ready;
    stream.write('s1', 'ARTICLE#1', 'article');
    stream.write('s1', 'TICKER', 'MSG#1');
    await until('delivery', () => delivered.length > 0);
    expect(keysOf(delivered)).toEqual(['MSG#1']);
    expect(delivered[0]!.Records[0]).toMatchObject({
      eventName: 'INSERT',
      eventSource: 'aws:dynamodb',
      eventSourceARN: arn,
      dynamodb: {
        ApproximateCreationDateTime: 1748779200,
        Keys: { PK: { S: 'TICKER' }, SK: { S: 'MSG#1' } },
        NewImage: { blob: { B: 'AQID' } },
        StreamViewType: 'NEW_AND_OLD_IMAGES',
      },
    });
  });

  it('follows a shard rollover: drains the parent, then reads the child from TRIM_HORIZON', async () => {
    const stream = fakeStream();
    stream.addShard('s1');
    const { delivered } = start(stream);
    await feed!.ready;
    stream.write('s1', 'TICKER', 'last-in-parent');
    stream.close('s1');
    stream.addShard('s2', 's1');
    stream.write('s2', 'TICKER', 'first-in-child');
    await until('both', () => keysOf(delivered).length === 2);
    expect(keysOf(delivered)).toEqual(['last-in-parent', 'first-in-child']);
    expect(stream.calls).toContain('iterator s2 TRIM_HORIZON');
  });

  it('logs a failing stream, keeps retrying, and recovers without losing the position', async () => {
    const stream = fakeStream();
    stream.addShard('s1');
    const { delivered, lines } = start(stream);
    await feed!.ready;
    stream.failTimes(3);
    stream.write('s1', 'TICKER', 'during-outage');
    await until('delivery after recovery', () => delivered.length === 1);
    expect(lines.some((l) => l.includes('ECONNREFUSED'))).toBe(true);
    expect(lines.some((l) => l.includes('recovered'))).toBe(true);
  });

  it('retries a failing consumer, then moves on', async () => {
    const stream = fakeStream();
    stream.addShard('s1');
    let calls = 0;
    const lines: string[] = [];
    feed = startChangeFeed({
      endpoint: 'http://unused',
      tableName: 't',
      log: (_s, line) => lines.push(line),
      subscriptions: [{ ...tickerStream, retryAttempts: 2 }],
      load: async () => async () => {
        calls += 1;
        throw new Error('consumer broke');
      },
      pollMs: 5,
      clients: stream.clients,
    });
    await feed.ready;
    stream.write('s1', 'TICKER', 'MSG#1');
    await until('dropped', () => lines.some((l) => l.includes('dropped')));
    expect(calls).toBe(3);
  });

  it('retries a batch from the first record its consumer reported failed, as Lambda checkpoints', async () => {
    const stream = fakeStream();
    stream.addShard('s1');
    const batches: string[][] = [];
    const lines: string[] = [];
    feed = startChangeFeed({
      endpoint: 'http://unused',
      tableName: 't',
      log: (_s, line) => lines.push(line),
      subscriptions: [{ ...tickerStream, retryAttempts: 2 }],
      load: async () => async (event: DynamoDBStreamEvent) => {
        const keys = event.Records.map((r) => r.dynamodb?.Keys?.SK?.S ?? '');
        batches.push(keys);
        // The second record fails on the first delivery only; the third fails every time the
        // record before it is in the batch, so it must be retried with it.
        const failed = event.Records.filter(
          (r, i) => (batches.length === 1 && i >= 1) || r.dynamodb?.Keys?.SK?.S === 'never',
        );
        return {
          batchItemFailures: failed.map((r) => ({ itemIdentifier: r.dynamodb!.SequenceNumber! })),
        };
      },
      pollMs: 5,
      clients: stream.clients,
    });
    await feed.ready;
    stream.write('s1', 'TICKER', 'one');
    stream.write('s1', 'TICKER', 'two');
    stream.write('s1', 'TICKER', 'three');
    await until('retried', () => lines.some((l) => l.includes(': ok')));
    expect(batches).toEqual([
      ['one', 'two', 'three'],
      ['two', 'three'],
    ]);
    expect(lines.some((l) => l.includes('retrying from 000002'))).toBe(true);
  });

  it('gives a batch up after its retries, each from the record still failing', async () => {
    const stream = fakeStream();
    stream.addShard('s1');
    const batches: string[][] = [];
    const lines: string[] = [];
    feed = startChangeFeed({
      endpoint: 'http://unused',
      tableName: 't',
      log: (_s, line) => lines.push(line),
      subscriptions: [{ ...tickerStream, retryAttempts: 1 }],
      load: async () => async (event: DynamoDBStreamEvent) => {
        batches.push(event.Records.map((r) => r.dynamodb?.Keys?.SK?.S ?? ''));
        const poisoned = event.Records.filter((r) => r.dynamodb?.Keys?.SK?.S === 'poisoned');
        return {
          batchItemFailures: poisoned.map((r) => ({ itemIdentifier: r.dynamodb!.SequenceNumber! })),
        };
      },
      pollMs: 5,
      clients: stream.clients,
    });
    await feed.ready;
    stream.write('s1', 'TICKER', 'fine');
    stream.write('s1', 'TICKER', 'poisoned');
    stream.write('s1', 'TICKER', 'after');
    await until('dropped', () => lines.some((l) => l.includes('dropped')));
    expect(batches).toEqual([
      ['fine', 'poisoned', 'after'],
      ['poisoned', 'after'],
    ]);
    expect(lines.find((l) => l.includes('dropped'))).toContain('2 record(s)');
    // Given up on, the batch is behind the feed: the next write is delivered on its own.
    stream.write('s1', 'TICKER', 'next');
    await until('next', () => batches.length === 3);
    expect(batches[2]).toEqual(['next']);
  });

  it('converts records without images too (KEYS_ONLY removals)', () => {
    const out = lambdaRecord(
      { eventName: 'REMOVE', dynamodb: { Keys: { PK: { S: 'TICKER' } } } },
      arn,
    );
    expect(out).toEqual({
      eventID: undefined,
      eventName: 'REMOVE',
      eventVersion: '1.1',
      eventSource: 'aws:dynamodb',
      awsRegion: 'eu-west-2',
      dynamodb: {
        Keys: { PK: { S: 'TICKER' } },
        SequenceNumber: undefined,
        SizeBytes: undefined,
        StreamViewType: undefined,
      },
      eventSourceARN: arn,
    });
  });
});

describe('local change feed across restarts', () => {
  let dir: string;
  let file: string;
  afterEach(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });
  const withFile = async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'change-feed-'));
    file = path.join(dir, 'change-feed.json');
  };
  /** Stops the feed as a crash would leave it: nothing after this point is delivered. */
  const crash = async () => {
    await feed?.stop();
    feed = undefined;
  };

  it('on a fresh start skips what the stream holds, and saves that position before it is ready', async () => {
    await withFile();
    const stream = fakeStream();
    stream.addShard('s1');
    stream.write('s1', 'TICKER', 'seed');
    start(stream, { checkpointFile: file, hold: true });
    await feed!.ready;
    expect(await readCheckpoint(file)).toEqual({
      streamArn: arn,
      shards: { s1: { after: '000001' } },
    });
    // The first write after the start, then a crash before the feed delivered it.
    stream.write('s1', 'TICKER', 'first-news');
    await crash();
    const { delivered } = start(stream, { checkpointFile: file });
    await until('delivery', () => delivered.length > 0);
    expect(keysOf(delivered)).toEqual(['first-news']);
  });

  it('resumes after the last delivered record, delivering nothing twice', async () => {
    await withFile();
    const stream = fakeStream();
    stream.addShard('s1');
    const first = start(stream, { checkpointFile: file });
    await feed!.ready;
    stream.write('s1', 'TICKER', 'one');
    await until('one', () => first.delivered.length === 1);
    await crash();
    stream.write('s1', 'TICKER', 'two');
    const second = start(stream, { checkpointFile: file });
    await until('two', () => second.delivered.length === 1);
    // The positive control: a record written after them is delivered next, so "one" was not
    // delivered again before it.
    stream.write('s1', 'TICKER', 'three');
    await until('three', () => second.delivered.length === 2);
    expect(keysOf(second.delivered)).toEqual(['two', 'three']);
    await until(
      'the checkpoint',
      async () => (await readCheckpoint(file))?.shards.s1?.after === '000003',
    );
    expect((await readCheckpoint(file))?.shards).toEqual({ s1: { after: '000003' } });
  });

  it('moves the saved position only once the consumer has returned', async () => {
    await withFile();
    const stream = fakeStream();
    stream.addShard('s1');
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let called = false;
    feed = startChangeFeed({
      endpoint: 'http://unused',
      tableName: 't',
      log: () => {},
      subscriptions: [tickerStream],
      load: async () => async () => {
        called = true;
        await released;
      },
      pollMs: 5,
      clients: stream.clients,
      checkpointFile: file,
    });
    await feed.ready;
    stream.write('s1', 'TICKER', 'slow');
    await until('consumer called', () => called);
    expect((await readCheckpoint(file))?.shards).toEqual({ s1: {} });
    release();
    await until(
      'position saved',
      async () => (await readCheckpoint(file))?.shards.s1?.after === '000001',
    );
  });

  it('reads a shard opened since the checkpoint from its oldest record', async () => {
    await withFile();
    const stream = fakeStream();
    stream.addShard('s1');
    start(stream, { checkpointFile: file });
    await feed!.ready;
    await crash();
    stream.write('s1', 'TICKER', 'in-parent');
    stream.close('s1');
    stream.addShard('s2', 's1');
    stream.write('s2', 'TICKER', 'in-child');
    const { delivered } = start(stream, { checkpointFile: file });
    await until('both', () => keysOf(delivered).length === 2);
    expect(keysOf(delivered)).toEqual(['in-parent', 'in-child']);
    const both = JSON.stringify({ s1: { done: true }, s2: { after: '000002' } });
    await until(
      'parent done, child saved',
      async () => JSON.stringify((await readCheckpoint(file))?.shards) === both,
    );
  });

  it('treats a checkpoint of another stream (a recreated table) as a fresh start', async () => {
    await withFile();
    await writeFile(
      file,
      JSON.stringify({ streamArn: `${arn}-old`, shards: { s1: { after: '000001' } } }),
    );
    const stream = fakeStream();
    stream.addShard('s1');
    stream.write('s1', 'TICKER', 'seed-1');
    stream.write('s1', 'TICKER', 'seed-2');
    const { delivered } = start(stream, { checkpointFile: file });
    await feed!.ready;
    stream.write('s1', 'TICKER', 'news');
    await until('news', () => delivered.length > 0);
    expect(keysOf(delivered)).toEqual(['news']);
    expect(JSON.parse(await readFile(file, 'utf8'))).toMatchObject({ streamArn: arn });
  });
});
