import { describe, expect, it } from 'vitest';
import { createConnectionStore } from '../../../../../lambdas/adapters/dynamodb/connection-store';
import { CONNECTION_SHARDS, connectionShard } from '../../../../../lambdas/keys/live-connection';
import { closeConnection } from '../../../../../lambdas/services/realtime/close-connection';
import {
  CONNECTION_IDLE_LIFETIME_MS,
  MAX_CONNECTIONS_PER_ADDRESS,
  isAllowedOrigin,
  parseAllowedOrigins,
} from '../../../../../lambdas/services/realtime/connection-policy';
import { openConnection } from '../../../../../lambdas/services/realtime/open-connection';
import { refreshConnection } from '../../../../../lambdas/services/realtime/refresh-connection';
import { MemoryTable } from '../../support/memory-table';

const connectedAt = new Date('2025-06-01T12:00:00.000Z');
const nowSeconds = connectedAt.getTime() / 1000;
const app = 'https://hub.example.com';
const policy = { allowedOrigins: [app] };

function setup(items: ConstructorParameters<typeof MemoryTable>[0] = []) {
  const table = new MemoryTable(items);
  let now = connectedAt;
  const deps = { connections: createConnectionStore(table), clock: { now: () => now } };
  const open = (connectionId: string, extra: { origin?: string; sourceIp?: string } = {}) =>
    openConnection(
      deps,
      { connectionId, connectedAt, sourceIp: '203.0.113.9', origin: app, ...extra },
      policy,
    );
  return { table, deps, open, setNow: (at: Date) => (now = at) };
}

describe('connection policy', () => {
  it('accepts only the configured origins, compared as browsers send them', () => {
    const allowed = parseAllowedOrigins('https://hub.example.com/, http://localhost:5173,nonsense');
    expect(allowed).toEqual(['https://hub.example.com', 'http://localhost:5173']);
    expect(isAllowedOrigin('https://hub.example.com', allowed)).toBe(true);
    expect(isAllowedOrigin('HTTPS://HUB.example.com', allowed)).toBe(true);
    expect(isAllowedOrigin('http://localhost:5173', allowed)).toBe(true);
    expect(isAllowedOrigin('https://evil.example', allowed)).toBe(false);
    expect(isAllowedOrigin('https://hub.example.com.evil.example', allowed)).toBe(false);
    expect(isAllowedOrigin('http://hub.example.com', allowed)).toBe(false);
    expect(isAllowedOrigin('http://localhost:5174', allowed)).toBe(false);
    // Sandboxed frames and file pages send "null".
    expect(isAllowedOrigin('null', allowed)).toBe(false);
    expect(isAllowedOrigin('', allowed)).toBe(false);
    // No Origin at all: not a browser page (see the decision), let in.
    expect(isAllowedOrigin(undefined, allowed)).toBe(true);
  });
});

describe('openConnection / refreshConnection / closeConnection', () => {
  it('stores the connection in its shard and under its address, expiring 12 minutes on', async () => {
    const { table, open } = setup();
    expect(await open('L0SM9cOFvHcCIhw=')).toBe('opened');
    const item = {
      connectionId: 'L0SM9cOFvHcCIhw=',
      connectedAt: '2025-06-01T12:00:00.000Z',
      sourceIp: '203.0.113.9',
      ttl: nowSeconds + 12 * 60,
    };
    expect(CONNECTION_IDLE_LIFETIME_MS).toBe(12 * 60_000);
    expect([...table.items.values()]).toEqual(
      expect.arrayContaining([
        {
          PK: `WSCONN#${connectionShard('L0SM9cOFvHcCIhw=')}`,
          SK: 'CONN#L0SM9cOFvHcCIhw=',
          ...item,
        },
        { PK: 'WSIP#203.0.113.9', SK: 'CONN#L0SM9cOFvHcCIhw=', ...item },
      ]),
    );
    expect(table.items.size).toBe(2);
  });

  it('refuses another site’s page with foreign-origin and stores nothing', async () => {
    const { table, open } = setup();
    expect(await open('a=', { origin: 'https://evil.example' })).toBe('foreign-origin');
    expect(await open('b=', { origin: 'null' })).toBe('foreign-origin');
    expect(table.items.size).toBe(0);
  });

  it('refuses the 21st live connection of one address, but not another address', async () => {
    const { table, open } = setup();
    for (let i = 0; i < MAX_CONNECTIONS_PER_ADDRESS; i++) {
      expect(await open(`c${i}=`)).toBe('opened');
    }
    expect(MAX_CONNECTIONS_PER_ADDRESS).toBe(20);
    expect(await open('c20=')).toBe('too-many');
    expect(await open('other=', { sourceIp: '198.51.100.1' })).toBe('opened');
    expect([...table.items.keys()].some((key) => key.includes('c20='))).toBe(false);
  });

  it('heals without $disconnect: expired connections of the address no longer count', async () => {
    const { open, setNow } = setup();
    for (let i = 0; i < MAX_CONNECTIONS_PER_ADDRESS; i++) await open(`c${i}=`);
    expect(await open('late=')).toBe('too-many');
    setNow(new Date(connectedAt.getTime() + CONNECTION_IDLE_LIFETIME_MS));
    expect(await open('late=')).toBe('opened');
  });

  it('frees a place when a connection closes, and closing twice is fine', async () => {
    const { table, deps, open } = setup();
    for (let i = 0; i < MAX_CONNECTIONS_PER_ADDRESS; i++) await open(`c${i}=`);
    await closeConnection(deps, { connectionId: 'c3=', sourceIp: '203.0.113.9' });
    await closeConnection(deps, { connectionId: 'c3=', sourceIp: '203.0.113.9' });
    expect([...table.items.values()].some((i) => i.connectionId === 'c3=')).toBe(false);
    expect(await open('next=')).toBe('opened');
  });

  it('a ping moves the expiry of both items on from the time of the ping', async () => {
    const { table, deps, open, setNow } = setup();
    await open('a=');
    const later = new Date(connectedAt.getTime() + 5 * 60_000);
    setNow(later);
    await refreshConnection(deps, { connectionId: 'a=', connectedAt, sourceIp: '203.0.113.9' });
    const ttls = [...table.items.values()].map((i) => i.ttl);
    expect(ttls).toEqual([later.getTime() / 1000 + 12 * 60, later.getTime() / 1000 + 12 * 60]);
    // Still counted, still listed: a live page is never forgotten while it pings.
    const listed = [];
    setNow(new Date(connectedAt.getTime() + 15 * 60_000));
    for await (const page of deps.connections.list(deps.clock.now())) listed.push(...page);
    expect(listed.map((c) => c.connectionId)).toEqual(['a=']);
  });
});

describe('connection store listing', () => {
  const shardOf = (id: string) => `WSCONN#${connectionShard(id)}`;
  const item = (id: string, ttl = nowSeconds + 60) => ({
    PK: shardOf(id),
    SK: `CONN#${id}`,
    connectionId: id,
    connectedAt: 'x',
    sourceIp: '192.0.2.1',
    ttl,
  });

  it('spreads connection ids over all 16 shards', () => {
    const shards = new Set(Array.from({ length: 400 }, (_, i) => connectionShard(`id${i}=`)));
    expect(CONNECTION_SHARDS).toBe(16);
    expect([...shards].sort((a, b) => Number(a) - Number(b))).toEqual(
      Array.from({ length: 16 }, (_, i) => String(i)),
    );
    expect(connectionShard('same=')).toBe(connectionShard('same='));
  });

  it('queries every shard (no scan) and skips items past their ttl', async () => {
    const table = new MemoryTable([
      item('live'),
      item('old', nowSeconds),
      { PK: 'WSIP#192.0.2.1', SK: 'CONN#live', connectionId: 'live', ttl: nowSeconds + 60 },
      { PK: 'TICKER', SK: 'MSG#1', connectionId: 'not-a-connection' },
    ]);
    const pages = [];
    for await (const page of createConnectionStore(table).list(connectedAt)) pages.push(page);
    expect(pages).toEqual([[{ connectionId: 'live', connectedAt: 'x', sourceIp: '192.0.2.1' }]]);
    expect(table.queries.map((q) => q.pk).sort()).toEqual(
      Array.from({ length: 16 }, (_, i) => `WSCONN#${i}`).sort(),
    );
    expect(table.queries.every((q) => JSON.stringify(q.sk) === '{"beginsWith":"CONN#"}')).toBe(
      true,
    );
  });

  it('follows the cursor of every shard through every page', async () => {
    const ids = Array.from({ length: 60 }, (_, i) => `c${i}=`);
    const table = new MemoryTable(ids.map((id) => item(id)));
    // Two connections per page, as DynamoDB pages past 1 MB.
    const query = table.query.bind(table);
    table.query = (q) => query({ ...q, limit: 2 });
    const listed: string[] = [];
    for await (const page of createConnectionStore(table).list(connectedAt))
      listed.push(...page.map((c) => c.connectionId));
    expect(listed.sort()).toEqual([...ids].sort());
    expect(table.queries.some((q) => q.cursor !== undefined)).toBe(true);
  });
});
