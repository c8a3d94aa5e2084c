import { DeleteTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { BatchWriteCommand, DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createConnectionStore } from '../../lambdas/adapters/dynamodb/connection-store';
import { connectionShard } from '../../lambdas/keys/live-connection';
import type { ConnectionPush } from '../../lambdas/ports/connections';
import {
  notifyTickerChanged,
  PUSH_CONCURRENCY,
} from '../../lambdas/services/realtime/notify-ticker-changed';
import { PUSH_TIMEOUT_SECONDS } from '../../lib/stacks/realtime-stack';
import { ensureTable } from '../../local/dynamodb/create-table';
import { stackTable } from '../support/table';

// The ticker push at scale: the real connection store and push service against DynamoDB Local,
// with a fake `@connections` API that takes as long as a post does in AWS. Its own table, so the
// thousands of connections never meet the other tests' pages.
const stack = inject('stack');
const CONNECTIONS = Number(process.env.PUSH_SCALE_CONNECTIONS ?? 3_000);
/** Expired items among them (a lost `$disconnect`, TTL not yet run): skipped, never posted to. */
const EXPIRED = 200;
/**
 * What one PostToConnection takes from a Lambda in the API's region: some 10-30 ms. The upper end,
 * so the extrapolation errs on the slow side.
 */
const POST_LATENCY_MS = 30;
const TARGET = 50_000;

const credentials = {
  accessKeyId: stack.env.AWS_ACCESS_KEY_ID!,
  secretAccessKey: stack.env.AWS_SECRET_ACCESS_KEY!,
};
const client = new DynamoDBClient({
  endpoint: stack.dynamodbEndpoint,
  region: stack.region,
  credentials,
});
const doc = DynamoDBDocumentClient.from(client);
const TableName = `${stack.tableName}-push-scale`;
const table = stackTable(stack, TableName);

async function seed(): Promise<void> {
  const nowSeconds = Math.floor(Date.now() / 1000);
  const items = Array.from({ length: CONNECTIONS + EXPIRED }, (_, i) => {
    const connectionId = `scale${String(i).padStart(6, '0')}=`;
    return {
      PK: `WSCONN#${connectionShard(connectionId)}`,
      SK: `CONN#${connectionId}`,
      connectionId,
      connectedAt: new Date(Date.now() - 5 * 60_000).toISOString(),
      sourceIp: `198.51.100.${i % 250}`,
      ttl: i < CONNECTIONS ? nowSeconds + 600 : nowSeconds - 60,
    };
  });
  const batches: (typeof items)[] = [];
  for (let i = 0; i < items.length; i += 25) batches.push(items.slice(i, i + 25));
  const worker = async () => {
    for (let batch = batches.shift(); batch; batch = batches.shift()) {
      let requests = batch.map((Item) => ({ PutRequest: { Item } }));
      while (requests.length) {
        const out = await doc.send(
          new BatchWriteCommand({ RequestItems: { [TableName]: requests } }),
        );
        requests = (out.UnprocessedItems?.[TableName] ?? []) as typeof requests;
      }
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
}

beforeAll(async () => {
  await ensureTable(client, TableName, () => undefined);
  const started = performance.now();
  await seed();
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`ticker push: ${CONNECTIONS + EXPIRED} connection items written in ${seconds} s`);
}, 180_000);
afterAll(async () => {
  await client.send(new DeleteTableCommand({ TableName })).catch(() => undefined);
  doc.destroy();
});

/** A fake `@connections` API: every post succeeds after `latencyMs`; posts are counted per id. */
function fakePush(latencyMs: number) {
  const posts = new Map<string, number>();
  const push: ConnectionPush = {
    async send(connectionId) {
      posts.set(connectionId, (posts.get(connectionId) ?? 0) + 1);
      if (latencyMs) await new Promise((resolve) => setTimeout(resolve, latencyMs));
      return 'sent';
    },
  };
  return { push, posts };
}

async function timedPush(latencyMs: number) {
  const { push, posts } = fakePush(latencyMs);
  const warnings: unknown[] = [];
  const started = performance.now();
  const summary = await notifyTickerChanged({
    connections: createConnectionStore(table),
    push,
    clock: { now: () => new Date() },
    log: { warn: (...args: unknown[]) => void warnings.push(args) },
  });
  const ms = performance.now() - started;
  return { summary, posts, warnings, ms, perSecond: (summary.sent / ms) * 1000 };
}

describe('ticker push to a large connection store', () => {
  it(`reaches every live connection once, fast enough for ${TARGET.toLocaleString('en')} within the consumer's timeout`, async () => {
    // Reading alone (posts answer at once): DynamoDB Local's 16 shards, page by page.
    const listing = await timedPush(0);
    expect(listing.summary).toEqual({
      connections: CONNECTIONS,
      sent: CONNECTIONS,
      gone: 0,
      failed: 0,
    });

    const run = await timedPush(POST_LATENCY_MS);
    expect(run.summary).toEqual({
      connections: CONNECTIONS,
      sent: CONNECTIONS,
      gone: 0,
      failed: 0,
    });
    expect(run.posts.size).toBe(CONNECTIONS);
    expect([...run.posts.values()].every((count) => count === 1)).toBe(true);
    expect([...run.posts.keys()].some((id) => Number(id.slice(5, 11)) >= CONNECTIONS)).toBe(false);
    expect(run.warnings).toEqual([]);

    const extrapolatedS = TARGET / run.perSecond;
    console.log(
      `ticker push: ${CONNECTIONS} connections (+${EXPIRED} expired) in 16 shards on DynamoDB Local;` +
        ` listing only ${listing.ms.toFixed(0)} ms (${listing.perSecond.toFixed(0)}/s);` +
        ` with ${POST_LATENCY_MS} ms posts, ${PUSH_CONCURRENCY} in flight: ${run.ms.toFixed(0)} ms` +
        ` (${run.perSecond.toFixed(0)}/s), so ${TARGET} in about ${extrapolatedS.toFixed(1)} s` +
        ` of the consumer's ${PUSH_TIMEOUT_SECONDS} s`,
    );
    // Measured on DynamoDB Local, whose Query is far slower than DynamoDB's: AWS only does better.
    expect(extrapolatedS).toBeLessThan(PUSH_TIMEOUT_SECONDS);
  }, 120_000);
});
