import { describe, expect, it } from 'vitest';
import { createConnectionStore } from '../../../../../lambdas/adapters/dynamodb/connection-store';
import { closeConnection } from '../../../../../lambdas/services/realtime/close-connection';
import {
  CONNECTION_LIFETIME_MS,
  openConnection,
} from '../../../../../lambdas/services/realtime/open-connection';
import { MemoryTable } from '../../support/memory-table';

const connectedAt = new Date('2025-06-01T12:00:00.000Z');

describe('openConnection / closeConnection', () => {
  it('stores WSCONN / CONN#<id> with connectedAt and a ttl a little over 2 hours on', async () => {
    const table = new MemoryTable();
    await openConnection(
      { connections: createConnectionStore(table) },
      {
        connectionId: 'L0SM9cOFvHcCIhw=',
        connectedAt,
      },
    );
    expect(CONNECTION_LIFETIME_MS).toBeGreaterThanOrEqual(2 * 3600_000);
    expect(CONNECTION_LIFETIME_MS).toBeLessThanOrEqual(2.5 * 3600_000);
    expect([...table.items.values()]).toEqual([
      {
        PK: 'WSCONN',
        SK: 'CONN#L0SM9cOFvHcCIhw=',
        connectionId: 'L0SM9cOFvHcCIhw=',
        connectedAt: '2025-06-01T12:00:00.000Z',
        ttl: (connectedAt.getTime() + CONNECTION_LIFETIME_MS) / 1000,
      },
    ]);
  });

  it('removes the item on close, and closing twice is fine', async () => {
    const table = new MemoryTable();
    const connections = createConnectionStore(table);
    await openConnection({ connections }, { connectionId: 'a', connectedAt });
    await openConnection({ connections }, { connectionId: 'b', connectedAt });
    await closeConnection({ connections }, { connectionId: 'a' });
    await closeConnection({ connections }, { connectionId: 'a' });
    expect([...table.items.values()].map((i) => i.connectionId)).toEqual(['b']);
  });
});

describe('connection store listing', () => {
  const nowSeconds = connectedAt.getTime() / 1000;

  it('queries the WSCONN partition (no scan) and skips items past their ttl', async () => {
    const table = new MemoryTable([
      {
        PK: 'WSCONN',
        SK: 'CONN#live',
        connectionId: 'live',
        connectedAt: 'x',
        ttl: nowSeconds + 1,
      },
      { PK: 'WSCONN', SK: 'CONN#old', connectionId: 'old', connectedAt: 'x', ttl: nowSeconds },
      { PK: 'TICKER', SK: 'MSG#1', connectionId: 'not-a-connection' },
    ]);
    const pages = [];
    for await (const page of createConnectionStore(table).list(connectedAt)) pages.push(page);
    expect(pages).toEqual([[{ connectionId: 'live', connectedAt: 'x' }]]);
    expect(table.queries).toEqual([
      expect.objectContaining({ pk: 'WSCONN', sk: { beginsWith: 'CONN#' } }),
    ]);
  });

  it('follows the cursor through every page', async () => {
    const table = new MemoryTable(
      ['a', 'b', 'c'].map((id) => ({ PK: 'WSCONN', SK: `CONN#${id}`, connectionId: id })),
    );
    // One connection per page, as DynamoDB pages past 1 MB.
    const query = table.query.bind(table);
    table.query = (q) => query({ ...q, limit: 1 });
    const ids: string[] = [];
    for await (const page of createConnectionStore(table).list(connectedAt))
      ids.push(...page.map((c) => c.connectionId));
    expect(ids).toEqual(['a', 'b', 'c']);
    expect(table.queries.map((q) => q.cursor !== undefined)).toEqual([false, true, true]);
  });
});
