import { randomUUID } from 'node:crypto';
import {
  ApiGatewayManagementApiClient,
  DeleteConnectionCommand,
  GetConnectionCommand,
  GoneException,
  PostToConnectionCommand,
} from '@aws-sdk/client-apigatewaymanagementapi';
import { DescribeTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import {
  DescribeStreamCommand,
  DynamoDBStreamsClient,
  GetRecordsCommand,
  GetShardIteratorCommand,
} from '@aws-sdk/client-dynamodb-streams';
import {
  DeleteCommand,
  DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  QueryCommand,
} from '@aws-sdk/lib-dynamodb';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import WebSocket from 'ws';
import { connectionShard, connectionShards } from '../../lambdas/keys/live-connection';
import { tickerMessageKeys } from '../../lambdas/keys/ticker';
import { adminUser, signInTokens } from '../support/api-session';
import { poll } from '../support/outbox';
import { useExclusive } from '../support/exclusive';

// The live ticker end to end on the local stack: admin API (or a table write) → DynamoDB Local
// stream → change feed → ticker consumer → `@connections` API → `/ws` clients.
const stack = inject('stack');
// The ticker is one for the whole stack: files that change or count it take turns.
useExclusive(stack, 'ticker');
const credentials = {
  accessKeyId: stack.env.AWS_ACCESS_KEY_ID!,
  secretAccessKey: stack.env.AWS_SECRET_ACCESS_KEY!,
};
const doc = DynamoDBDocumentClient.from(
  new DynamoDBClient({ endpoint: stack.dynamodbEndpoint, region: stack.region, credentials }),
);
const TableName = stack.tableName;
/** The push: the notice and the change's place in the table stream (for the refetch's address). */
const tickerChanged = { type: 'ticker.changed', version: expect.stringMatching(/^\d+$/) };
/**
 * How long a page may wait for a push here: generous, so a busy machine cannot fail the test.
 * How fast pushes really arrive is measured by `npm run bench`.
 */
const PUSH_WAIT_MS = 15_000;
/** A push's place in the table stream, as a number that grows with every change. */
const versionOf = (message: { data: unknown }) =>
  BigInt((message.data as { version: string }).version);

interface Client {
  socket: WebSocket;
  /** Every message, in the order it arrived. */
  messages: Array<{ data: unknown }>;
  next(timeoutMs?: number): Promise<{ data: unknown }>;
}

const clients: Client[] = [];
afterEach(() => {
  for (const { socket } of clients.splice(0)) socket.terminate();
});
afterAll(() => doc.destroy());

const wsUrl = `${stack.apiUrl.replace(/^http/, 'ws')}/ws`;
/** The page's own origin, as the browser sends it (the first origin the stack allows). */
const appOrigin = stack.env.WS_ALLOWED_ORIGINS!.split(',')[0]!;

interface ClientOptions {
  /** The handshake's Origin header; none by default (a non-browser client). */
  origin?: string;
  /**
   * Another loopback address to connect from (127.0.0.0/8 is all this machine on Linux): the
   * stack then sees it as another visitor's source IP.
   */
  localAddress?: string;
}

const socketOptions = ({ origin, localAddress }: ClientOptions) => ({
  ...(origin ? { origin } : {}),
  ...(localAddress ? { localAddress } : {}),
});

/** A handshake that should be refused: the HTTP status it was refused with. */
async function refusedStatus(options: ClientOptions = {}): Promise<number> {
  const socket = new WebSocket(wsUrl, socketOptions(options));
  return new Promise((resolve, reject) => {
    socket.once('open', () => {
      socket.terminate();
      reject(new Error('the handshake was accepted'));
    });
    socket.once('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
    socket.once('error', reject);
  });
}

async function openClient(options: ClientOptions = {}): Promise<Client> {
  const socket = new WebSocket(wsUrl, socketOptions(options));
  const messages: Client['messages'] = [];
  const waiters: Array<() => void> = [];
  socket.on('message', (raw) => {
    messages.push({ data: JSON.parse(raw.toString()) });
    waiters.splice(0).forEach((wake) => wake());
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  let read = 0;
  const client: Client = {
    socket,
    messages,
    async next(timeoutMs = PUSH_WAIT_MS) {
      const deadline = Date.now() + timeoutMs;
      while (read >= messages.length) {
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`no message within ${timeoutMs} ms`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          waiters.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
      return messages[read++]!;
    },
  };
  clients.push(client);
  return client;
}

const streams = new DynamoDBStreamsClient({
  endpoint: stack.dynamodbEndpoint,
  region: stack.region,
  credentials,
});

/**
 * The stream position of the newest ticker record written so far (read from the table's stream,
 * as the change feed reads it). Once a page has been pushed a version at least this far, every
 * record of the changes before has been delivered: none of their pushes can still arrive.
 */
async function newestTickerRecord(): Promise<bigint> {
  const { Table } = await doc.send(new DescribeTableCommand({ TableName }));
  const { StreamDescription } = await streams.send(
    new DescribeStreamCommand({ StreamArn: Table!.LatestStreamArn! }),
  );
  let newest = 0n;
  for (const shard of StreamDescription?.Shards ?? []) {
    let iterator = (
      await streams.send(
        new GetShardIteratorCommand({
          StreamArn: Table!.LatestStreamArn!,
          ShardId: shard.ShardId!,
          ShardIteratorType: 'TRIM_HORIZON',
        }),
      )
    ).ShardIterator;
    while (iterator) {
      const out = await streams.send(
        new GetRecordsCommand({ ShardIterator: iterator, Limit: 1000 }),
      );
      for (const record of out.Records ?? []) {
        if (record.dynamodb?.Keys?.PK?.S !== tickerMessageKeys.pk.template) continue;
        const sequence = BigInt(record.dynamodb.SequenceNumber!);
        if (sequence > newest) newest = sequence;
      }
      if (!out.Records?.length) break;
      iterator = out.NextShardIterator;
    }
  }
  return newest;
}

/** Every stored connection id, from all shards. */
async function connectionIds(): Promise<string[]> {
  const shards = await Promise.all(
    connectionShards().map((shard) =>
      doc.send(
        new QueryCommand({
          TableName,
          KeyConditionExpression: 'PK = :pk',
          ExpressionAttributeValues: { ':pk': `WSCONN#${shard}` },
          ConsistentRead: true,
        }),
      ),
    ),
  );
  return shards.flatMap((out) => (out.Items ?? []).map((item) => item.connectionId as string));
}

const connectionKey = (connectionId: string) => ({
  PK: `WSCONN#${connectionShard(connectionId)}`,
  SK: `CONN#${connectionId}`,
});

/**
 * Checks a ttl (epoch seconds) is 12 minutes after some moment between `from` and `to` (epoch
 * ms): what an item written in between holds, however long the writing took.
 */
function expectTwelveMinutesOn(ttl: number, from: number, to: number) {
  const lifetime = 12 * 60_000;
  expect(ttl).toBeGreaterThanOrEqual(Math.floor((from + lifetime) / 1000));
  expect(ttl).toBeLessThanOrEqual(Math.ceil((to + lifetime) / 1000));
}

/** What `probe` answers once it answers at all, asked every 100 ms for up to `ms`. */
const eventually = <T>(what: string, probe: () => Promise<T | undefined>, ms = 10_000) =>
  poll(probe, ms, `timed out waiting for ${what}`);

/** Opens a client and finds the connection id its `$connect` stored. */
async function openTrackedClient(): Promise<Client & { connectionId: string }> {
  const before = new Set(await connectionIds());
  const client = await openClient();
  const connectionId = await eventually('the connection item', async () =>
    (await connectionIds()).find((id) => !before.has(id)),
  );
  return Object.assign(client, { connectionId });
}

/** The seeded admin, signed in as the SPA does locally (password, then the TOTP code). */
const adminToken = async (): Promise<string> =>
  (await signInTokens(stack, adminUser(stack))).accessToken;

let token: string;
/** Ids of messages this file added, removed again at the end. */
const added = new Set<string>();

async function admin(method: string, path: string, body?: unknown) {
  const res = await fetch(`${stack.apiUrl}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(res.status, `${method} ${path}`).toBeLessThan(300);
  const text = await res.text();
  return (text ? JSON.parse(text) : undefined) as Record<string, unknown> | undefined;
}

async function addTickerMessage(message: string): Promise<string> {
  const created = await admin('POST', '/api/admin/ticker', { message });
  const id = created!.id as string;
  added.add(id);
  return id;
}

async function deleteTickerMessage(id: string): Promise<void> {
  await admin('DELETE', `/api/admin/ticker/${encodeURIComponent(id)}`);
  added.delete(id);
}

beforeAll(async () => {
  token = await adminToken();
});
afterAll(async () => {
  for (const id of added) await deleteTickerMessage(id);
});

describe('live ticker', () => {
  it('pushes ticker.changed to every open page when an admin adds a message, once per change', async () => {
    const [a, b] = await Promise.all([openClient(), openClient()]);
    const id = await addTickerMessage('Live ticker test');
    const [ma, mb] = await Promise.all([a.next(), b.next()]);
    expect(ma.data).toEqual(tickerChanged);
    expect(mb.data).toEqual(tickerChanged);
    // Both pages are told the same version of the list.
    expect(versionOf(ma)).toBe(versionOf(mb));

    // One change, one push per page: the next push each page gets is the next change's.
    await deleteTickerMessage(id);
    const [na, nb] = await Promise.all([a.next(), b.next()]);
    expect(na.data).toEqual(tickerChanged);
    expect(versionOf(na)).toBeGreaterThan(versionOf(ma));
    expect(versionOf(nb)).toBe(versionOf(na));
  });

  it('pushes on toggle, reorder and delete too', async () => {
    const first = await addTickerMessage('Reorder me');
    const second = await addTickerMessage('And me');
    const client = await openClient();
    /** Pushes up to the change's last record: a reorder rewrites every message in one go. */
    const expectPush = async () => {
      const written = await newestTickerRecord();
      for (;;) {
        const push = await client.next();
        expect(push.data).toEqual(tickerChanged);
        if (versionOf(push) >= written) break;
      }
    };

    await admin('PATCH', `/api/admin/ticker/${first}`, { isActive: false });
    await expectPush();
    const list = (await admin('GET', '/api/admin/ticker'))!.messages as Array<{ id: string }>;
    await admin('PUT', '/api/admin/ticker/order', { ids: list.map((m) => m.id).reverse() });
    await expectPush();
    await deleteTickerMessage(second);
    await expectPush();
  });

  it('sends nothing for writes to other items', async () => {
    const client = await openClient();
    const Key = { PK: `ARTICLE#${randomUUID()}`, SK: 'ARTICLE' };
    await doc.send(new PutCommand({ TableName, Item: { ...Key, title: 'not ticker' } }));
    await doc.send(new DeleteCommand({ TableName, Key }));
    // The positive control: a ticker change made after them arrives, and is the only push the
    // page got, so neither write pushed anything.
    await addTickerMessage('after a non-ticker write');
    expect((await client.next()).data).toEqual(tickerChanged);
    expect(client.messages).toHaveLength(1);
  });

  it('stores a connection on $connect for 12 minutes, and removes it when the page closes', async () => {
    const before = Date.now();
    const client = await openTrackedClient();
    const key = connectionKey(client.connectionId);
    const item = await doc.send(new GetCommand({ TableName, Key: key, ConsistentRead: true }));
    expect(item.Item).toMatchObject({ connectionId: client.connectionId, sourceIp: '127.0.0.1' });
    expectTwelveMinutesOn(item.Item!.ttl as number, before, Date.now());
    const addressKey = { PK: 'WSIP#127.0.0.1', SK: `CONN#${client.connectionId}` };
    const byAddress = await doc.send(new GetCommand({ TableName, Key: addressKey }));
    expect(byAddress.Item).toBeDefined();

    client.socket.close();
    await eventually('the item to go', async () =>
      (await connectionIds()).includes(client.connectionId) ? undefined : true,
    );
    expect((await doc.send(new GetCommand({ TableName, Key: addressKey }))).Item).toBeUndefined();
  });

  it('moves the expiry on when the page pings', async () => {
    const client = await openTrackedClient();
    const Key = connectionKey(client.connectionId);
    const ttlNow = async () =>
      (await doc.send(new GetCommand({ TableName, Key, ConsistentRead: true }))).Item!
        .ttl as number;
    const before = await ttlNow();
    // The ttl is in whole seconds: a ping within the second it was stamped could not move it.
    await vi.waitFor(
      () => expect(Math.floor(Date.now() / 1000) + 12 * 60).toBeGreaterThan(before),
      {
        timeout: 5_000,
        interval: 50,
      },
    );
    const pinged = Date.now();
    client.socket.send('{"action":"ping"}');
    const after = await eventually('the ttl to move', async () => {
      const ttl = await ttlNow();
      return ttl > before ? ttl : undefined;
    });
    expectTwelveMinutesOn(after, pinged, Date.now());
    // A ping is not answered. The positive control: a later message is answered, and its answer
    // is the first and only message the page got.
    client.socket.send('{"action":"anything"}');
    expect((await client.next()).data).toMatchObject({ message: 'Forbidden' });
    expect(client.messages).toHaveLength(1);
  });

  it('drops the item of a connection that answers 410 Gone', async () => {
    const ghost = `ghost${randomUUID().slice(0, 10)}=`;
    await doc.send(
      new PutCommand({
        TableName,
        Item: {
          ...connectionKey(ghost),
          connectionId: ghost,
          connectedAt: new Date(Date.now() - 60_000).toISOString(),
          ttl: Math.floor(Date.now() / 1000) + 3600,
        },
      }),
    );
    const client = await openClient();
    await addTickerMessage('sweeps the ghost');
    expect((await client.next()).data).toEqual(tickerChanged);
    await eventually('the ghost to go', async () =>
      (await connectionIds()).includes(ghost) ? undefined : true,
    );
  });
});

describe('$connect abuse limits', () => {
  it('refuses another site’s page with 403 and lets the app’s page (and a non-browser client) in', async () => {
    expect(await refusedStatus({ origin: 'https://evil.example' })).toBe(403);
    expect(await refusedStatus({ origin: 'null' })).toBe(403);
    const page = await openClient({ origin: appOrigin });
    expect(page.socket.readyState).toBe(WebSocket.OPEN);
    const tool = await openClient();
    expect(tool.socket.readyState).toBe(WebSocket.OPEN);
  });

  it('refuses a 21st connection from one address with 429 until one of its 20 closes', async () => {
    const from = { origin: appOrigin, localAddress: '127.0.0.23' };
    const held = await Promise.all(Array.from({ length: 20 }, () => openClient(from)));
    expect(await refusedStatus(from)).toBe(429);
    // Another visitor is not affected.
    await openClient({ origin: appOrigin, localAddress: '127.0.0.24' });
    const closed = new Promise((resolve) => held[0]!.socket.once('close', resolve));
    held[0]!.socket.close();
    await closed;
    const next = await eventually('a place to free up', async () => {
      const status = await refusedStatus(from).catch(() => 'opened' as const);
      return status === 'opened' ? true : undefined;
    });
    expect(next).toBe(true);
  });

  it('counts only unexpired connections of the address, so a lost $disconnect heals by itself', async () => {
    const nowSeconds = Math.floor(Date.now() / 1000);
    const stale = (sourceIp: string, ttl: number) =>
      Array.from({ length: 20 }, (_, i) =>
        doc.send(
          new PutCommand({
            TableName,
            Item: {
              PK: `WSIP#${sourceIp}`,
              SK: `CONN#lost${i}=`,
              connectionId: `lost${i}=`,
              sourceIp,
              ttl,
            },
          }),
        ),
      );
    // DynamoDB Local never deletes by TTL: these stay, as they may for a while in AWS.
    await Promise.all([
      ...stale('127.0.0.25', nowSeconds - 1),
      ...stale('127.0.0.26', nowSeconds + 600),
    ]);
    const healed = await openClient({ origin: appOrigin, localAddress: '127.0.0.25' });
    expect(healed.socket.readyState).toBe(WebSocket.OPEN);
    expect(await refusedStatus({ origin: appOrigin, localAddress: '127.0.0.26' })).toBe(429);
    for (const ip of ['127.0.0.25', '127.0.0.26'])
      for (let i = 0; i < 20; i++)
        await doc.send(
          new DeleteCommand({ TableName, Key: { PK: `WSIP#${ip}`, SK: `CONN#lost${i}=` } }),
        );
  });
});

describe('local @connections API with the real SDK client', () => {
  const management = new ApiGatewayManagementApiClient({
    endpoint: stack.env.WS_MANAGEMENT_ENDPOINT,
    region: stack.region,
    credentials,
  });
  afterAll(() => management.destroy());

  it('posts to, describes and deletes a connection; a closed one is Gone', async () => {
    const client = await openTrackedClient();
    const ConnectionId = client.connectionId;

    await management.send(new PostToConnectionCommand({ ConnectionId, Data: '{"hello":1}' }));
    expect((await client.next()).data).toEqual({ hello: 1 });

    const info = await management.send(new GetConnectionCommand({ ConnectionId }));
    expect(info.ConnectedAt).toBeInstanceOf(Date);
    expect(info.Identity?.SourceIp).toBe('127.0.0.1');

    const closed = new Promise<number>((resolve) => client.socket.once('close', resolve));
    await management.send(new DeleteConnectionCommand({ ConnectionId }));
    expect(await closed).toBe(1000);

    await expect(
      management.send(new PostToConnectionCommand({ ConnectionId, Data: 'x' })),
    ).rejects.toBeInstanceOf(GoneException);
  });

  it('refuses a post signed with other keys or not signed at all, and sends nothing', async () => {
    const client = await openTrackedClient();
    const ConnectionId = client.connectionId;
    const stranger = new ApiGatewayManagementApiClient({
      endpoint: stack.env.WS_MANAGEMENT_ENDPOINT,
      region: stack.region,
      credentials: { ...credentials, secretAccessKey: 'not-the-local-secret' },
    });
    try {
      await expect(
        stranger.send(new PostToConnectionCommand({ ConnectionId, Data: '{"forged":1}' })),
      ).rejects.toMatchObject({ name: 'ForbiddenException', $metadata: { httpStatusCode: 403 } });
    } finally {
      stranger.destroy();
    }
    const unsigned = await fetch(
      `${stack.env.WS_MANAGEMENT_ENDPOINT}/@connections/${encodeURIComponent(ConnectionId)}`,
      { method: 'POST', body: '{"forged":2}' },
    );
    expect(unsigned.status).toBe(403);
    // The page got neither: the next message it sees is the one the real keys send.
    await management.send(new PostToConnectionCommand({ ConnectionId, Data: '{"real":1}' }));
    expect((await client.next()).data).toEqual({ real: 1 });
  });

  it('answers a message from the page like API Gateway without a $default route', async () => {
    const client = await openTrackedClient();
    client.socket.send('{"action":"anything"}');
    expect((await client.next()).data).toMatchObject({
      message: 'Forbidden',
      connectionId: client.connectionId,
    });
  });
});
