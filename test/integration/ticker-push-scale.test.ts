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
// with a fake `@connections` API that counts every post. Its own table, so the thousands of
// connections never meet the other tests' pages. How long a push takes is the bench's figure;
// this checks what makes it fast: every page once, `PUSH_CONCURRENCY` posts in flight. The table
// has no stream: nothing here reads one, and DynamoDB Local writes slowly to a second table with one.
const stack = inject('stack');
const CONNECTIONS = Number(process.env.PUSH_SCALE_CONNECTIONS ?? 3_000);
/** Expired items among them (a lost `$disconnect`, TTL not yet run): skipped, never posted to. */
const EXPIRED = 200;
/** What one PostToConnection takes from a Lambda in the API's region: some 10-30 ms. */
const AWS_POST_MS = 30;
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
  await ensureTable(client, TableName, () => undefined, { stream: false });
  await seed();
}, 180_000);
afterAll(async () => {
  await client.send(new DeleteTableCommand({ TableName })).catch(() => undefined);
  doc.destroy();
});

/**
 * A fake `@connections` API: every post succeeds a moment later; posts are counted per id, and
 * the most in flight at once is kept.
 */
function fakePush() {
  const posts = new Map<string, number>();
  let inFlight = 0;
  let mostInFlight = 0;
  const push: ConnectionPush = {
    async send(connectionId) {
      posts.set(connectionId, (posts.get(connectionId) ?? 0) + 1);
      mostInFlight = Math.max(mostInFlight, ++inFlight);
      await new Promise((resolve) => setImmediate(resolve));
      inFlight -= 1;
      return 'sent';
    },
  };
  return { push, posts, mostInFlight: () => mostInFlight };
}

describe('ticker push to a large connection store', () => {
  it(`reaches every live connection once, ${PUSH_CONCURRENCY} posts at a time`, async () => {
    const { push, posts, mostInFlight } = fakePush();
    const warnings: unknown[] = [];
    const summary = await notifyTickerChanged({
      connections: createConnectionStore(table),
      push,
      clock: { now: () => new Date() },
      log: { warn: (...args: unknown[]) => void warnings.push(args) },
    });
    expect(summary).toEqual({ connections: CONNECTIONS, sent: CONNECTIONS, gone: 0, failed: 0 });
    expect(posts.size).toBe(CONNECTIONS);
    expect([...posts.values()].every((count) => count === 1)).toBe(true);
    expect([...posts.keys()].some((id) => Number(id.slice(5, 11)) >= CONNECTIONS)).toBe(false);
    expect(warnings).toEqual([]);
    // The posts overlap as far as allowed, and no further.
    expect(mostInFlight()).toBe(PUSH_CONCURRENCY);
  }, 120_000);

  it(`keeps enough posts in flight for ${TARGET.toLocaleString('en')} pages within the consumer's timeout`, () => {
    // One batch of posts after another, each as slow as a post in AWS gets.
    const seconds = (TARGET / PUSH_CONCURRENCY) * (AWS_POST_MS / 1000);
    expect(seconds).toBeLessThan(PUSH_TIMEOUT_SECONDS);
  });
});
