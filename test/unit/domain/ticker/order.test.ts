import { describe, expect, it } from 'vitest';
import {
  moveMessage,
  nextDisplayOrder,
  placeNewMessage,
  planReorder,
  sortByDisplayOrder,
} from '@domain/ticker/order';

const msg = (id: string, displayOrder: number, createdAt = '2025-01-01T00:00:00.000Z') => ({
  id,
  displayOrder,
  createdAt,
});

describe('nextDisplayOrder', () => {
  it('is 0 for an empty ticker', () => {
    expect(nextDisplayOrder([])).toBe(0);
  });

  it('is one above the maximum, whatever the list order and gaps', () => {
    expect(nextDisplayOrder([msg('a', 0)])).toBe(1);
    expect(nextDisplayOrder([msg('a', 7), msg('b', 2), msg('c', 4)])).toBe(8);
  });
});

describe('placeNewMessage', () => {
  it('places after the last message while there is room', () => {
    expect(placeNewMessage([msg('a', 0), msg('b', 3)], 3)).toEqual({ ok: true, displayOrder: 4 });
    expect(placeNewMessage([], 1)).toEqual({ ok: true, displayOrder: 0 });
  });

  it('refuses when the ticker already holds the maximum', () => {
    expect(placeNewMessage([msg('a', 0), msg('b', 1)], 2)).toEqual({ ok: false, reason: 'full' });
  });
});

describe('sortByDisplayOrder', () => {
  it('sorts ascending and breaks ties by creation time, then id', () => {
    const sorted = sortByDisplayOrder([
      msg('late', 1, '2025-01-02T00:00:00.000Z'),
      msg('z', 0),
      msg('early', 1, '2025-01-01T00:00:00.000Z'),
      msg('b', 2),
      msg('a', 2),
    ]);
    expect(sorted.map((m) => m.id)).toEqual(['z', 'early', 'late', 'a', 'b']);
  });

  it('does not change its argument', () => {
    const list = [msg('b', 1), msg('a', 0)];
    sortByDisplayOrder(list);
    expect(list.map((m) => m.id)).toEqual(['b', 'a']);
  });
});

const list = ['a', 'b', 'c'].map((id, displayOrder) => ({ id, displayOrder, isActive: true }));
const ids = (l: { id: string }[] | null) => l?.map((m) => m.id) ?? null;

describe('moveMessage', () => {
  it('moves one step up or down and renumbers every message to its position', () => {
    const up = moveMessage(list, 'c', -1);
    expect(ids(up)).toEqual(['a', 'c', 'b']);
    expect(up?.map((m) => m.displayOrder)).toEqual([0, 1, 2]);
    expect(ids(moveMessage(list, 'a', 1))).toEqual(['b', 'a', 'c']);
  });

  it('renumbers a list with gaps', () => {
    const gappy = [
      { id: 'x', displayOrder: 3 },
      { id: 'y', displayOrder: 7 },
    ];
    expect(moveMessage(gappy, 'x', 1)).toEqual([
      { id: 'y', displayOrder: 0 },
      { id: 'x', displayOrder: 1 },
    ]);
  });

  it('refuses moves past the ends and unknown ids, leaving the list untouched', () => {
    expect(moveMessage(list, 'a', -1)).toBeNull();
    expect(moveMessage(list, 'c', 1)).toBeNull();
    expect(moveMessage(list, 'zz', 1)).toBeNull();
    expect(ids(list)).toEqual(['a', 'b', 'c']);
  });
});

describe('planReorder', () => {
  it('gives every message its list position, 0..n-1, gaps and old orders notwithstanding', () => {
    expect(planReorder(['a', 'b', 'c'], ['c', 'a', 'b'])).toEqual([
      { id: 'c', displayOrder: 0 },
      { id: 'a', displayOrder: 1 },
      { id: 'b', displayOrder: 2 },
    ]);
  });

  it('rewrites all positions after a move to the end', () => {
    const current = ['a', 'b', 'c', 'd'];
    const moved = moveMessage(
      current.map((id, displayOrder) => ({ id, displayOrder })),
      'c',
      1,
    );
    const positions = planReorder(current, ids(moved) ?? []);
    expect(positions?.map((p) => p.displayOrder)).toEqual([0, 1, 2, 3]);
    expect(positions?.map((p) => p.id)).toEqual(['a', 'b', 'd', 'c']);
  });

  it('refuses an order missing a current message (one was added meanwhile)', () => {
    expect(planReorder(['a', 'b', 'c'], ['a', 'b'])).toBeNull();
  });

  it('refuses an order naming a message that is gone (one was deleted meanwhile)', () => {
    expect(planReorder(['a', 'b'], ['a', 'b', 'c'])).toBeNull();
    expect(planReorder(['a', 'b'], ['a', 'x'])).toBeNull();
  });

  it('refuses an order naming a message twice', () => {
    expect(planReorder(['a', 'b'], ['a', 'a'])).toBeNull();
    expect(planReorder(['a', 'b', 'c'], ['a', 'a', 'b', 'c'])).toBeNull();
  });

  it('accepts the current order unchanged', () => {
    expect(planReorder(['a'], ['a'])).toEqual([{ id: 'a', displayOrder: 0 }]);
  });
});
