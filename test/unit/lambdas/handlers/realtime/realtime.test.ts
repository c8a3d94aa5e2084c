import type { APIGatewayProxyWebsocketEventV2, DynamoDBRecord } from 'aws-lambda';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createConnectionStore } from '../../../../../lambdas/adapters/dynamodb/connection-store';
import {
  handler as tickerStream,
  tickerStreamDeps,
} from '../../../../../lambdas/events/ticker-stream';
import { handler as connect } from '../../../../../lambdas/handlers/realtime/connect';
import { handler as disconnect } from '../../../../../lambdas/handlers/realtime/disconnect';
import { realtimeDeps } from '../../../../../lambdas/handlers/realtime/deps';
import type { ConnectionPush, ConnectionStore } from '../../../../../lambdas/ports/connections';
import { MemoryTable } from '../../support/memory-table';

beforeAll(() => {
  vi.stubEnv('LOG_LEVEL', 'SILENT');
});
afterEach(() => {
  realtimeDeps.override(undefined);
  tickerStreamDeps.override(undefined);
});

const now = new Date('2025-06-01T12:00:00.000Z');

function setRealtimeDeps(fakes: { connections: ConnectionStore; push: ConnectionPush }) {
  const clock = { now: () => now };
  realtimeDeps.override({ clock, connections: fakes.connections });
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

function wsEvent(routeKey: '$connect' | '$disconnect', connectionId: string) {
  return {
    requestContext: {
      routeKey,
      eventType: routeKey === '$connect' ? 'CONNECT' : 'DISCONNECT',
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
  PK: 'WSCONN',
  SK: `CONN#${id}`,
  connectionId: id,
  connectedAt: '2025-06-01T11:00:00.000Z',
  ttl: now.getTime() / 1000 + 3600,
});

function record(pk: string, sk: string, eventName: DynamoDBRecord['eventName'] = 'INSERT') {
  return {
    eventID: `${pk}-${sk}`,
    eventName,
    eventSource: 'aws:dynamodb',
    dynamodb: { Keys: { PK: { S: pk }, SK: { S: sk } }, NewImage: { PK: { S: pk } } },
  } satisfies DynamoDBRecord;
}

describe('$connect / $disconnect', () => {
  it('stores the anonymous connection and answers 200', async () => {
    const { table } = useFakes();
    expect(await connect(wsEvent('$connect', 'abc='))).toEqual({ statusCode: 200 });
    expect(table.items.get('WSCONN\u0000CONN#abc=')).toMatchObject({
      connectionId: 'abc=',
      connectedAt: '2025-06-01T11:59:59.000Z',
    });
  });

  it('refuses the handshake with 500 when the connection cannot be stored', async () => {
    const { table } = useFakes();
    table.put = async () => {
      throw new Error('DynamoDB unavailable');
    };
    expect(await connect(wsEvent('$connect', 'abc='))).toEqual({ statusCode: 500 });
  });

  it('removes the connection on $disconnect', async () => {
    const { table } = useFakes([connection('abc='), connection('other=')]);
    expect(await disconnect(wsEvent('$disconnect', 'abc='))).toEqual({ statusCode: 200 });
    expect([...table.items.values()].map((i) => i.connectionId)).toEqual(['other=']);
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
});
