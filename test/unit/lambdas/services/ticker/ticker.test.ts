import { describe, expect, it } from 'vitest';
import { MAX_TICKER_MESSAGES } from '@contracts/ticker/ticker-message';
import { addTickerMessage } from '../../../../../lambdas/services/ticker/add-ticker-message';
import { deleteTickerMessage } from '../../../../../lambdas/services/ticker/delete-ticker-message';
import { listActiveTickerMessages } from '../../../../../lambdas/services/ticker/list-active-ticker-messages';
import { listTickerMessages } from '../../../../../lambdas/services/ticker/list-ticker-messages';
import { reorderTickerMessages } from '../../../../../lambdas/services/ticker/reorder-ticker-messages';
import { setTickerMessageActive } from '../../../../../lambdas/services/ticker/set-ticker-message-active';
import { toTickerItem } from '../../../../../lambdas/services/ticker/ticker-item';
import { MemoryTable } from '../../support/memory-table';
import { rejection } from '../../support/rejection';

const message = (id: string, displayOrder: number, isActive = true) =>
  toTickerItem({
    id,
    message: `Message ${id}`,
    displayOrder,
    isActive,
    createdAt: '2025-01-01T00:00:00.000Z',
  });

function setup(items: ReturnType<typeof message>[] = []) {
  const table = new MemoryTable(items);
  let n = 0;
  const deps = {
    table,
    clock: { now: () => new Date('2025-06-01T12:00:00.000Z') },
    ids: { newId: () => `new-${++n}` },
  };
  return { table, deps };
}

const orders = (table: MemoryTable) =>
  Object.fromEntries([...table.items.values()].map((i) => [i.id, i.displayOrder]));

describe('addTickerMessage', () => {
  it('adds the first message active at order 0', async () => {
    const { deps, table } = setup();
    expect(await addTickerMessage(deps, { message: 'Hello' })).toEqual({
      id: 'new-1',
      message: 'Hello',
      displayOrder: 0,
      isActive: true,
    });
    expect(table.items.get('TICKER\u0000MSG#new-1')).toMatchObject({
      PK: 'TICKER',
      SK: 'MSG#new-1',
      createdAt: '2025-06-01T12:00:00.000Z',
    });
  });

  it('adds after the current maximum, inactive messages and gaps included', async () => {
    const { deps } = setup([message('a', 0), message('b', 6, false), message('c', 2)]);
    expect((await addTickerMessage(deps, { message: 'Next' })).displayOrder).toBe(7);
  });

  it(`refuses a message past ${MAX_TICKER_MESSAGES} with 409 and writes nothing`, async () => {
    const full = Array.from({ length: MAX_TICKER_MESSAGES }, (_, i) => message(`m${i}`, i));
    const { deps, table } = setup(full);
    expect(await rejection(addTickerMessage(deps, { message: 'One too many' }))).toEqual({
      status: 409,
      message: 'The ticker holds at most 50 messages. Delete one before adding another.',
    });
    expect(table.items.size).toBe(MAX_TICKER_MESSAGES);
  });
});

describe('listing', () => {
  const items = [message('c', 2), message('a', 0, false), message('b', 1)];

  it('admin: every message by displayOrder, without keys', async () => {
    const { deps, table } = setup(items);
    expect(await listTickerMessages(deps)).toEqual({
      messages: [
        { id: 'a', message: 'Message a', displayOrder: 0, isActive: false },
        { id: 'b', message: 'Message b', displayOrder: 1, isActive: true },
        { id: 'c', message: 'Message c', displayOrder: 2, isActive: true },
      ],
    });
    expect(table.queries).toEqual([
      expect.objectContaining({ pk: 'TICKER', sk: { beginsWith: 'MSG#' }, consistent: true }),
    ]);
  });

  it('public: active messages only, with id, message and displayOrder', async () => {
    const { deps } = setup(items);
    expect(await listActiveTickerMessages(deps)).toEqual({
      messages: [
        { id: 'b', message: 'Message b', displayOrder: 1 },
        { id: 'c', message: 'Message c', displayOrder: 2 },
      ],
    });
  });
});

describe('setTickerMessageActive', () => {
  it('switches a message off and back on', async () => {
    const { deps } = setup([message('a', 3)]);
    expect(await setTickerMessageActive(deps, { id: 'a', isActive: false })).toEqual({
      id: 'a',
      message: 'Message a',
      displayOrder: 3,
      isActive: false,
    });
    expect((await setTickerMessageActive(deps, { id: 'a', isActive: true })).isActive).toBe(true);
  });

  it('is a 404 for an unknown id and creates nothing', async () => {
    const { deps, table } = setup();
    expect(await rejection(setTickerMessageActive(deps, { id: 'x', isActive: true }))).toEqual({
      status: 404,
      message: 'Message not found',
    });
    expect(table.items.size).toBe(0);
  });
});

describe('reorderTickerMessages', () => {
  it('rewrites every displayOrder to its list position in one transaction', async () => {
    const { deps, table } = setup([message('a', 0), message('b', 4), message('c', 9)]);
    const result = await reorderTickerMessages(deps, { ids: ['a', 'c', 'b'] });
    expect(result.messages.map((m) => [m.id, m.displayOrder])).toEqual([
      ['a', 0],
      ['c', 1],
      ['b', 2],
    ]);
    expect(orders(table)).toEqual({ a: 0, c: 1, b: 2 });
    // Every message written, unchanged ones too, each on condition that it still exists.
    expect(table.writes).toHaveLength(3);
    for (const write of table.writes) expect(write.expect).toEqual({ exists: true });
  });

  it('refuses a stale set of ids with 409 and changes nothing', async () => {
    const { deps, table } = setup([message('a', 0), message('b', 1), message('c', 2)]);
    const changed = {
      status: 409,
      message: 'The ticker changed meanwhile. Reload and try again.',
    };
    expect(await rejection(reorderTickerMessages(deps, { ids: ['b', 'a'] }))).toEqual(changed);
    expect(await rejection(reorderTickerMessages(deps, { ids: ['c', 'b', 'a', 'd'] }))).toEqual(
      changed,
    );
    expect(table.writes).toHaveLength(0);
    expect(orders(table)).toEqual({ a: 0, b: 1, c: 2 });
  });

  it('is all or nothing when a message disappears between the read and the write', async () => {
    const { deps, table } = setup([message('a', 0), message('b', 1), message('c', 2)]);
    table.beforeWrite = (op) => {
      if (op.op === 'update' && op.key.SK === 'MSG#c') table.items.delete('TICKER\u0000MSG#c');
    };
    expect(await rejection(reorderTickerMessages(deps, { ids: ['c', 'b', 'a'] }))).toEqual({
      status: 409,
      message: 'The ticker changed meanwhile. Reload and try again.',
    });
    expect(orders(table)).toEqual({ a: 0, b: 1 });
  });
});

describe('deleteTickerMessage', () => {
  it('removes the message and leaves the others in their order', async () => {
    const { deps, table } = setup([message('a', 0), message('b', 1), message('c', 2)]);
    await deleteTickerMessage(deps, { id: 'b' });
    expect(orders(table)).toEqual({ a: 0, c: 2 });
  });

  it('is a 404 for an unknown id', async () => {
    const { deps } = setup();
    expect(await rejection(deleteTickerMessage(deps, { id: 'x' }))).toEqual({
      status: 404,
      message: 'Message not found',
    });
  });
});
