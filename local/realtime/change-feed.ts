import { DescribeTableCommand, type DynamoDBClient } from '@aws-sdk/client-dynamodb';
import {
  DescribeStreamCommand,
  DynamoDBStreamsClient,
  ExpiredIteratorException,
  GetRecordsCommand,
  GetShardIteratorCommand,
  ResourceNotFoundException,
  TrimmedDataAccessException,
  type AttributeValue as StreamAttributeValue,
  type _Record as StreamsRecord,
  type Shard,
  type ShardIteratorType,
} from '@aws-sdk/client-dynamodb-streams';
import type { AttributeValue, Context, DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { matchesAnyFilter } from '../../lambdas/events/stream-filter';
import {
  streamSubscriptions,
  type StreamSubscription,
} from '../../lambdas/events/stream-subscriptions';
import { localConfig } from '../config';
import { dynamoClient } from '../dynamodb/dynamodb-local';
import { lambdaContext, loadHandler } from '../lambda-runtime';
import type { Log } from '../log';
import { batchOutcome, type BatchOutcome } from './batch-outcome';
import {
  readCheckpoint,
  shardStarts,
  writeCheckpoint,
  type Checkpoint,
  type ShardPosition,
} from './change-feed-checkpoint';

type StreamHandler = (event: DynamoDBStreamEvent, context: Context) => unknown;
type Sender<C> = { send: C };

export interface ChangeFeedOptions {
  /** DynamoDB Local's endpoint; its Streams API answers on the same port. */
  endpoint: string;
  tableName: string;
  log: Log;
  subscriptions?: readonly StreamSubscription[];
  load?: (consumer: string) => Promise<StreamHandler>;
  /** How often each open shard is read. Lambda polls a DynamoDB stream shard 4 times a second. */
  pollMs?: number;
  /** How often the shards are listed, to pick up the ones that replace closed shards. */
  discoverMs?: number;
  /**
   * Where the delivered position is kept (`change-feed-checkpoint.ts`), so a restart, even after
   * a crash, resumes where delivery stopped. Without it the position lives in memory only.
   */
  checkpointFile?: string;
  /**
   * Test-only: fix and save the start positions, then read nothing, so a test can crash the stack
   * with committed writes not yet delivered.
   */
  hold?: boolean;
  /** Tests pass fakes; by default clients for `endpoint`. */
  clients?: {
    dynamodb: Sender<DynamoDBClient['send']>;
    streams: Sender<DynamoDBStreamsClient['send']>;
  };
}

export interface ChangeFeed {
  /** Resolves once the start positions are fixed and saved, or the first try has failed. */
  ready: Promise<void>;
  /** Stops polling and waits for a delivery in progress. */
  stop(): Promise<void>;
}

interface ShardState {
  iterator?: string;
  /** Last record read, to resume after an expired iterator. */
  lastSequence?: string;
  /** Where to start when there is neither: the oldest record the shard holds. */
  start: Extract<ShardIteratorType, 'TRIM_HORIZON'>;
}

/** The streams API's attribute values as Lambda serialises them into the event (binary → base64). */
export function lambdaAttribute(value: StreamAttributeValue): AttributeValue {
  const v = value as unknown as Record<string, unknown>;
  if (v.B instanceof Uint8Array) return { B: Buffer.from(v.B).toString('base64') };
  if (Array.isArray(v.BS)) {
    return { BS: (v.BS as Uint8Array[]).map((b) => Buffer.from(b).toString('base64')) };
  }
  if (v.M && typeof v.M === 'object') {
    return { M: lambdaImage(v.M as Record<string, StreamAttributeValue>) ?? {} } as AttributeValue;
  }
  if (Array.isArray(v.L)) return { L: (v.L as StreamAttributeValue[]).map(lambdaAttribute) };
  const { $unknown: _unknown, ...rest } = v;
  return rest as AttributeValue;
}

function lambdaImage(
  image: Record<string, StreamAttributeValue> | undefined,
): Record<string, AttributeValue> | undefined {
  if (!image) return undefined;
  return Object.fromEntries(Object.entries(image).map(([k, v]) => [k, lambdaAttribute(v)]));
}

/** One record of a Lambda `DynamoDBStreamEvent`, from what GetRecords returned. */
export function lambdaRecord(record: StreamsRecord, streamArn: string): DynamoDBRecord {
  const d = record.dynamodb ?? {};
  const created = d.ApproximateCreationDateTime;
  const dynamodb: NonNullable<DynamoDBRecord['dynamodb']> = {
    ...(created ? { ApproximateCreationDateTime: Math.floor(created.getTime() / 1000) } : {}),
    Keys: lambdaImage(d.Keys),
    ...(d.NewImage ? { NewImage: lambdaImage(d.NewImage) } : {}),
    ...(d.OldImage ? { OldImage: lambdaImage(d.OldImage) } : {}),
    SequenceNumber: d.SequenceNumber,
    SizeBytes: d.SizeBytes,
    StreamViewType: d.StreamViewType,
  };
  return {
    eventID: record.eventID,
    eventName: record.eventName,
    eventVersion: record.eventVersion ?? '1.1',
    eventSource: 'aws:dynamodb',
    awsRegion: localConfig.region,
    dynamodb,
    eventSourceARN: streamArn,
  };
}

const chunk = <T>(items: T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) =>
    items.slice(i * size, (i + 1) * size),
  );

/**
 * Lambda's DynamoDB event source mapping, locally: polls the table's stream on DynamoDB Local and
 * invokes the consumers of `stream-subscriptions.ts` with Lambda's event shape, after the same
 * filters the CDK mapping applies. The position advances once a batch has been delivered (its
 * consumers returned, or were given up on) and is saved to `checkpointFile`, so a restart resumes
 * there, as a mapping does; a first start begins after what the stream already holds (seed data,
 * like a new mapping at LATEST). Shards are read from their oldest record once their parent is
 * drained. A failing batch is retried `retryAttempts` times, from the first record its consumer
 * reported failed (or whole, when it threw), and then skipped; a failing stream read is logged and
 * retried with backoff, never thrown.
 */
export function startChangeFeed(opts: ChangeFeedOptions): ChangeFeed {
  const { log, tableName } = opts;
  const subscriptions = opts.subscriptions ?? streamSubscriptions;
  const load = opts.load ?? ((consumer: string) => loadHandler(`lambdas/events/${consumer}.ts`));
  const pollMs = opts.pollMs ?? 250;
  const discoverMs = opts.discoverMs ?? 5_000;
  const own = opts.clients
    ? undefined
    : {
        dynamodb: dynamoClient(opts.endpoint),
        streams: new DynamoDBStreamsClient({
          endpoint: opts.endpoint,
          region: localConfig.region,
          credentials: localConfig.credentials,
          // The loop below retries; the SDK's own retries would only delay the log line.
          maxAttempts: 1,
        }),
      };
  const { dynamodb, streams } = opts.clients ?? own!;

  const shards = new Map<string, ShardState>();
  const finished = new Set<string>();
  /** What the checkpoint says, for the shards of `streamArn`. */
  let positions: Record<string, ShardPosition> = {};
  let streamArn: string | undefined;
  let nextDiscovery = 0;
  let stopped = false;
  let wake: (() => void) | undefined;
  let markReady!: () => void;
  const ready = new Promise<void>((resolve) => (markReady = resolve));

  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        wake = undefined;
        resolve();
      }
      wake = done;
    });

  async function describeStreamArn(): Promise<string> {
    const out = await dynamodb.send(new DescribeTableCommand({ TableName: tableName }));
    const arn = out.Table?.LatestStreamArn;
    if (!arn) throw new Error(`table ${tableName} has no stream`);
    return arn;
  }

  async function listShards(arn: string): Promise<Shard[]> {
    const all: Shard[] = [];
    let after: string | undefined;
    do {
      const out = await streams.send(
        new DescribeStreamCommand({ StreamArn: arn, ExclusiveStartShardId: after }),
      );
      all.push(...(out.StreamDescription?.Shards ?? []));
      after = out.StreamDescription?.LastEvaluatedShardId;
    } while (after);
    return all;
  }

  let saving = Promise.resolve();
  /** Saves the positions as they stand; writes queue up, so the file ends with the latest. */
  function save(): Promise<void> {
    const file = opts.checkpointFile;
    if (!file || !streamArn) return Promise.resolve();
    const checkpoint: Checkpoint = { streamArn, shards: { ...positions } };
    saving = saving
      .then(() => writeCheckpoint(file, checkpoint))
      .catch((error: Error) => log('stream', `change feed checkpoint not saved: ${error.message}`));
    return saving;
  }

  /** Reads a shard to its present end without delivering: where "now" is, as a sequence number. */
  async function skipToEnd(arn: string, shardId: string): Promise<ShardState> {
    const state: ShardState = { start: 'TRIM_HORIZON' };
    const first = await streams.send(
      new GetShardIteratorCommand({
        StreamArn: arn,
        ShardId: shardId,
        ShardIteratorType: 'TRIM_HORIZON',
      }),
    );
    state.iterator = first.ShardIterator;
    while (state.iterator) {
      const out = await streams.send(
        new GetRecordsCommand({ ShardIterator: state.iterator, Limit: 1000 }),
      );
      const records = out.Records ?? [];
      state.lastSequence = records.at(-1)?.dynamodb?.SequenceNumber ?? state.lastSequence;
      if (!records.length) break;
      state.iterator = out.NextShardIterator;
    }
    return state;
  }

  /** A shard waits while its parent is still listed and not read to the end. */
  const waitsForParent = (shard: Shard, listed: Set<string>) =>
    Boolean(
      shard.ParentShardId && listed.has(shard.ParentShardId) && !finished.has(shard.ParentShardId),
    );

  const stateFrom = (position: ShardPosition | undefined): ShardState => ({
    start: 'TRIM_HORIZON',
    ...(position?.after ? { lastSequence: position.after } : {}),
  });

  async function init(): Promise<void> {
    const arn = await describeStreamArn();
    const listed = await listShards(arn);
    const inMemory = streamArn ? { streamArn, shards: positions } : undefined;
    const saved = opts.checkpointFile ? await readCheckpoint(opts.checkpointFile) : inMemory;
    shards.clear();
    finished.clear();
    positions = {};
    const skipped = new Map<string, ShardState>();
    for (const [id, start] of shardStarts(listed, arn, saved)) {
      if (start.kind === 'done') {
        finished.add(id);
        positions[id] = { done: true };
      } else if (start.kind === 'after') positions[id] = { after: start.sequence };
      else if (start.kind === 'oldest') positions[id] = {};
      else {
        const state = await skipToEnd(arn, id);
        skipped.set(id, state);
        positions[id] = state.lastSequence ? { after: state.lastSequence } : {};
      }
    }
    const ids = new Set(Object.keys(positions));
    for (const shard of listed) {
      const id = shard.ShardId;
      if (!id || finished.has(id) || waitsForParent(shard, ids)) continue;
      shards.set(id, skipped.get(id) ?? stateFrom(positions[id]));
    }
    streamArn = arn;
    // Saved before the feed says it is ready: a write right after a fresh start is after it.
    await save();
    nextDiscovery = Date.now() + discoverMs;
  }

  /** New shards (after a rollover), each once its parent has been read to the end. */
  async function discover(arn: string): Promise<void> {
    nextDiscovery = Date.now() + discoverMs;
    const listed = await listShards(arn);
    const ids = new Set(listed.flatMap((s) => (s.ShardId ? [s.ShardId] : [])));
    for (const shard of listed) {
      const id = shard.ShardId;
      if (!id || shards.has(id) || finished.has(id) || waitsForParent(shard, ids)) continue;
      positions[id] ??= {};
      shards.set(id, stateFrom(positions[id]));
    }
  }

  /**
   * Delivers one batch as Lambda's mapping does, retrying it up to `retryAttempts` times: a
   * consumer that throws has the whole batch again; one that answers `batchItemFailures` has it
   * again from the first record it reported (`batch-outcome.ts`), the records before it done.
   */
  async function invoke(subscription: StreamSubscription, batch: DynamoDBRecord[]) {
    const { consumer } = subscription;
    let records = batch;
    for (let attempt = 0; attempt <= subscription.retryAttempts; attempt++) {
      const started = Date.now();
      let outcome: BatchOutcome;
      try {
        const handler = await load(consumer);
        const answer = await handler(
          { Records: records },
          lambdaContext(`vciso-hub-${consumer}`, 60_000),
        );
        outcome = batchOutcome(records, answer);
      } catch (error) {
        log(
          'stream',
          `${records.length} record(s) → ${consumer} failed (attempt ${attempt + 1}): ${(error as Error).stack ?? String(error)}`,
        );
        continue;
      }
      const took = `${Date.now() - started}ms`;
      if (outcome.kind === 'done') {
        log('stream', `${records.length} record(s) → ${consumer}: ok ${took}`);
        return;
      }
      const from = records[outcome.from]?.dynamodb?.SequenceNumber ?? 'the first record';
      log(
        'stream',
        `${records.length} record(s) → ${consumer}: ${outcome.from} done, retrying from ${from} (attempt ${attempt + 1}) ${took}`,
      );
      records = records.slice(outcome.from);
    }
    log('stream', `${records.length} record(s) for ${consumer} dropped after retries`);
  }

  /** False if the feed was stopped before every consumer had the records. */
  async function deliver(arn: string, raw: StreamsRecord[]): Promise<boolean> {
    const records = raw.map((r) => lambdaRecord(r, arn));
    for (const subscription of subscriptions) {
      const matching = records.filter((r) => matchesAnyFilter(r, subscription.filters));
      for (const batch of chunk(matching, subscription.batchSize)) {
        if (stopped) return false;
        await invoke(subscription, batch);
      }
    }
    return true;
  }

  async function readShard(arn: string, shardId: string, state: ShardState): Promise<void> {
    try {
      if (!state.iterator) {
        const out = await streams.send(
          new GetShardIteratorCommand({
            StreamArn: arn,
            ShardId: shardId,
            ...(state.lastSequence
              ? { ShardIteratorType: 'AFTER_SEQUENCE_NUMBER', SequenceNumber: state.lastSequence }
              : { ShardIteratorType: state.start }),
          }),
        );
        state.iterator = out.ShardIterator;
        if (!state.iterator) throw new Error(`no iterator for shard ${shardId}`);
      }
      const out = await streams.send(
        new GetRecordsCommand({ ShardIterator: state.iterator, Limit: 1000 }),
      );
      const records = out.Records ?? [];
      // The position moves only past records delivered: a crash before then delivers them again.
      if (records.length && !(await deliver(arn, records))) return;
      state.iterator = out.NextShardIterator;
      const last = records.at(-1)?.dynamodb?.SequenceNumber;
      if (last) {
        state.lastSequence = last;
        positions[shardId] = { after: last };
      }
      if (!out.NextShardIterator) {
        // Closed and read to the end: its children may start now.
        shards.delete(shardId);
        finished.add(shardId);
        positions[shardId] = { done: true };
        nextDiscovery = 0;
      }
      if (last || !out.NextShardIterator) await save();
    } catch (error) {
      if (error instanceof ExpiredIteratorException) {
        state.iterator = undefined;
        return;
      }
      if (error instanceof TrimmedDataAccessException) {
        Object.assign(state, {
          iterator: undefined,
          lastSequence: undefined,
          start: 'TRIM_HORIZON',
        });
        positions[shardId] = {};
        return;
      }
      throw error;
    }
  }

  async function tick(): Promise<void> {
    if (!streamArn) await init();
    if (opts.hold) return;
    const arn = streamArn!;
    if (Date.now() >= nextDiscovery) await discover(arn);
    // allSettled: a shard still delivering must not be read again by the next tick.
    const results = await Promise.allSettled(
      [...shards].map(([id, state]) => readShard(arn, id, state)),
    );
    const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
    if (failed) throw failed.reason;
  }

  async function run(): Promise<void> {
    let failures = 0;
    let firstFailureAt = 0;
    while (!stopped) {
      try {
        await tick();
        if (failures) {
          const seconds = Math.round((Date.now() - firstFailureAt) / 1000);
          log('stream', `change feed recovered after ${failures} failed tries (${seconds} s)`);
        }
        failures = 0;
        markReady();
        await sleep(pollMs);
      } catch (error) {
        if (stopped) break;
        if (error instanceof ResourceNotFoundException) streamArn = undefined;
        if (failures === 0) firstFailureAt = Date.now();
        failures += 1;
        // The first failure and then one in twenty: a stopped DynamoDB Local must not flood the log.
        if (failures === 1 || failures % 20 === 0) {
          log(
            'stream',
            `change feed: ${(error as Error).message ?? String(error)} (try ${failures}; retrying)`,
          );
        }
        markReady();
        await sleep(Math.min(5_000, pollMs * 2 ** Math.min(failures, 5)));
      }
    }
  }

  // The consumers' code is imported while the feed waits for its first record, as a deployed
  // function's code is in place before its first event: the first change does not wait for tsx to
  // compile it. A failed import is only logged here; the first delivery tries again.
  void ready.then(() =>
    Promise.all(
      subscriptions.map(({ consumer }) =>
        load(consumer).catch((error: Error) =>
          log('stream', `${consumer} could not be loaded yet: ${error.message}`),
        ),
      ),
    ),
  );

  const running = run().catch((error: unknown) =>
    log('stream', `change feed stopped unexpectedly: ${(error as Error).stack ?? String(error)}`),
  );

  return {
    ready,
    async stop() {
      stopped = true;
      wake?.();
      await running;
      await saving;
      own?.dynamodb.destroy();
      own?.streams.destroy();
    },
  };
}
