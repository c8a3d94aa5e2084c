import type { APIGatewayProxyWebsocketEventV2, DynamoDBRecord } from 'aws-lambda';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createConnectionStore } from '../../../../../lambdas/adapters/dynamodb/connection-store';
import {
  handler as tickerStream,
  tickerStreamDeps,
} from '../../../../../lambdas/events/ticker-stream';
import { handler as connect } from '../../../../../lambdas/handlers/realtime/connect';
import { handler as disconnect } from '../../../../../lambdas/handlers/realtime/disconnect';
import { connectDeps, realtimeDeps } from '../../../../../lambdas/handlers/realtime/deps';
import { handler as ping } from '../../../../../lambdas/handlers/realtime/ping';
import { connectionShard } from '../../../../../lambdas/keys/live-connection';
import type { ConnectionPush, ConnectionStore } from '../../../../../lambdas/ports/connections';
import { MemoryTable } from '../../support/memory-table';

beforeAll(() => {
  vi.stubEnv('LOG_LEVEL', 'SILENT');
});
afterEach(() => {
  realtimeDeps.override(undefined);
  connectDeps.override(undefined);
  tickerStreamDeps.override(undefined);
});

const now = new Date('2025-06-01T12:00:00.000Z');

function setRealtimeDeps(fakes: { connections: ConnectionStore; push: ConnectionPush }) {
  const clock = { now: () => now };
  realtimeDeps.override({ clock, connections: fakes.connections });
  connectDeps.override({
    clock,
    connections: fakes.connections,
    allowedOrigins: ['https://hub.example.com'],
  });
  tickerStreamDeps.override({ clock, ...fakes });
}

function useFakes(items: ConstructorParameters<typeof MemoryTable>[0] = []) {
  const table = new MemoryTable(items);
  const posts: Array<{ connectionId: string; data: string }> = [];
  const push: ConnectionPush = {
    async send(connectionId, data) {
      posts.push({ connectionId, data });
      return connectionId.startsWith('gone') ? 'gone' : 'sent';
    },
  };
  setRealtimeDeps({ connections: createConnectionStore(table), push });
  return { table, posts };
}

const eventTypes = { $connect: 'CONNECT', $disconnect: 'DISCONNECT', ping: 'MESSAGE' } as const;

function wsEvent(
  routeKey: keyof typeof eventTypes,
  connectionId: string,
  { origin = 'https://hub.example.com', sourceIp = '203.0.113.9' } = {},
) {
  return {
    // API Gateway keeps the header's case as the browser sent it.
    ...(routeKey === '$connect' && origin ? { headers: { Origin: origin } } : {}),
    requestContext: {
      routeKey,
      eventType: eventTypes[routeKey],
      identity: { sourceIp },
      connectionId,
      connectedAt: now.getTime() - 1000,
      requestId: 'req-1',
      apiId: 'abc',
      stage: 'live',
      domainName: 'abc.execute-api.eu-west-2.amazonaws.com',
    },
    isBase64Encoded: false,
  } as unknown as APIGatewayProxyWebsocketEventV2;
}

const connection = (id: string) => ({
  PK: `WSCONN#${connectionShard(id)}`,
  SK: `CONN#${id}`,
  connectionId: id,
  connectedAt: '2025-06-01T11:00:00.000Z',
  sourceIp: '203.0.113.9',
  ttl: now.getTime() / 1000 + 600,
});
const addressItem = (id: string) => ({ ...connection(id), PK: 'WSIP#203.0.113.9' });

function record(pk: string, sk: string, eventName: DynamoDBRecord['eventName'] = 'INSERT') {
  return {
    eventID: `${pk}-${sk}`,
    eventName,
    eventSource: 'aws:dynamodb',
    dynamodb: { Keys: { PK: { S: pk }, SK: { S: sk } }, NewImage: { PK: { S: pk } } },
  } satisfies DynamoDBRecord;
}

describe('$connect / $disconnect', () => {
  it('stores the anonymous connection of the app’s page and answers 200', async () => {
    const { table } = useFakes();
    expect(await connect(wsEvent('$connect', 'abc='))).toEqual({ statusCode: 200 });
    expect(table.items.get(`WSCONN#${connectionShard('abc=')}\u0000CONN#abc=`)).toMatchObject({
      connectionId: 'abc=',
      connectedAt: '2025-06-01T11:59:59.000Z',
      sourceIp: '203.0.113.9',
    });
    expect(table.items.get('WSIP#203.0.113.9\u0000CONN#abc=')).toBeDefined();
  });

  it('answers 403 to another site’s page and stores nothing; a client without Origin gets in', async () => {
    const { table } = useFakes();
    const foreign = wsEvent('$connect', 'abc=', { origin: 'https://evil.example' });
    expect(await connect(foreign)).toEqual({ statusCode: 403 });
    expect(table.items.size).toBe(0);
    // Header names in any case are read.
    const lower = { ...foreign, headers: { origin: 'https://evil.example' } };
    expect(await connect(lower)).toEqual({ statusCode: 403 });
    expect(await connect(wsEvent('$connect', 'tool=', { origin: '' }))).toEqual({
      statusCode: 200,
    });
  });

  it('answers 429 when the address already holds 20 live connections', async () => {
    const held = Array.from({ length: 20 }, (_, i) => `held${i}=`);
    const { table } = useFakes(held.flatMap((id) => [connection(id), addressItem(id)]));
    expect(await connect(wsEvent('$connect', 'one-more='))).toEqual({ statusCode: 429 });
    expect([...table.items.keys()].some((key) => key.includes('one-more='))).toBe(false);
    const elsewhere = wsEvent('$connect', 'elsewhere=', { sourceIp: '198.51.100.7' });
    expect(await connect(elsewhere)).toEqual({ statusCode: 200 });
  });

  it('refuses the handshake with 500 when the connection cannot be stored', async () => {
    const { table } = useFakes();
    table.put = async () => {
      throw new Error('DynamoDB unavailable');
    };
    expect(await connect(wsEvent('$connect', 'abc='))).toEqual({ statusCode: 500 });
  });

  it('removes the connection and its address record on $disconnect', async () => {
    const { table } = useFakes([connection('abc='), addressItem('abc='), connection('other=')]);
    expect(await disconnect(wsEvent('$disconnect', 'abc='))).toEqual({ statusCode: 200 });
    expect([...table.items.values()].map((i) => i.connectionId)).toEqual(['other=']);
  });

  it('moves the expiry 12 minutes on with every ping', async () => {
    const { table } = useFakes([connection('abc='), addressItem('abc=')]);
    expect(await ping(wsEvent('ping', 'abc='))).toEqual({ statusCode: 200 });
    const ttls = [...table.items.values()].map((i) => i.ttl);
    expect(ttls).toEqual([now.getTime() / 1000 + 720, now.getTime() / 1000 + 720]);
  });
});

describe('ticker stream consumer', () => {
  it('posts once per connection for a batch, however many ticker records it holds', async () => {
    const { posts } = useFakes([connection('a='), connection('b=')]);
    await tickerStream({
      Records: [
        record('TICKER', 'MSG#1'),
        record('TICKER', 'MSG#2', 'MODIFY'),
        record('TICKER', 'MSG#3', 'REMOVE'),
      ],
    });
    expect(posts.map((p) => p.connectionId).sort()).toEqual(['a=', 'b=']);
    expect(posts.every((p) => p.data === '{"type":"ticker.changed"}')).toBe(true);
  });

  it('ignores batches without a ticker record', async () => {
    const { posts, table } = useFakes([connection('a=')]);
    await tickerStream({
      Records: [record('ARTICLE#1', 'ARTICLE'), record('WSCONN', 'CONN#x'), record('TICKERS', 'X')],
    });
    expect(posts).toEqual([]);
    expect(table.queries).toEqual([]);
  });

  it('pushes for a mixed batch and drops connections that are gone', async () => {
    const { posts, table } = useFakes([connection('a='), connection('gone-1=')]);
    await tickerStream({ Records: [record('ARTICLE#1', 'ARTICLE'), record('TICKER', 'MSG#1')] });
    expect(posts).toHaveLength(2);
    expect([...table.items.values()].map((i) => i.connectionId)).toEqual(['a=']);
  });

  it('does not throw when a post fails', async () => {
    const { posts } = useFakes([connection('a='), connection('b=')]);
    setRealtimeDeps({
      connections: createConnectionStore(new MemoryTable([connection('a='), connection('b=')])),
      push: {
        async send(connectionId, data) {
          posts.push({ connectionId, data });
          if (connectionId === 'a=') throw new Error('LimitExceededException');
          return 'sent';
        },
      },
    });
    await expect(tickerStream({ Records: [record('TICKER', 'MSG#1')] })).resolves.toBeUndefined();
    expect(posts).toHaveLength(2);
  });

  it('fails the batch whole when the connections cannot be listed: its one push stands for all', async () => {
    const { posts } = useFakes([connection('a=')]);
    const table = new MemoryTable([connection('a=')]);
    table.query = () => Promise.reject(new Error('ProvisionedThroughputExceededException'));
    setRealtimeDeps({
      connections: createConnectionStore(table),
      push: { send: async (connectionId, data) => (posts.push({ connectionId, data }), 'sent') },
    });
    const records = ['MSG#1', 'MSG#2', 'MSG#3'].map((sk) => record('TICKER', sk));
    // A throw, not `batchItemFailures`: Lambda retries every record, and one push answers them all.
    await expect(tickerStream({ Records: records })).rejects.toThrow(
      'ProvisionedThroughputExceededException',
    );
    expect(posts).toEqual([]);
  });
});
