import { describe, expect, it } from 'vitest';
import {
  moveInOrder,
  nextDisplayOrder,
  placeNewMessage,
  planReorder,
  sortByDisplayOrder,
} from '../../../../../lambdas/domain/ticker/order';

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

describe('moveInOrder', () => {
  const ids = ['a', 'b', 'c', 'd'];

  it('moves up by swapping with the previous message', () => {
    expect(moveInOrder(ids, 'c', 'up')).toEqual(['a', 'c', 'b', 'd']);
  });

  it('moves down by swapping with the next message', () => {
    expect(moveInOrder(ids, 'b', 'down')).toEqual(['a', 'c', 'b', 'd']);
  });

  it('leaves the order unchanged at the ends', () => {
    expect(moveInOrder(ids, 'a', 'up')).toEqual(ids);
    expect(moveInOrder(ids, 'd', 'down')).toEqual(ids);
  });

  it('can move the first message down and the last one up', () => {
    expect(moveInOrder(ids, 'a', 'down')).toEqual(['b', 'a', 'c', 'd']);
    expect(moveInOrder(ids, 'd', 'up')).toEqual(['a', 'b', 'd', 'c']);
  });

  it('leaves the order unchanged for an unknown id, and a single message in place', () => {
    expect(moveInOrder(ids, 'x', 'up')).toEqual(ids);
    expect(moveInOrder(['only'], 'only', 'down')).toEqual(['only']);
  });

  it('returns a new array', () => {
    const result = moveInOrder(ids, 'b', 'up');
    expect(result).not.toBe(ids);
    expect(ids).toEqual(['a', 'b', 'c', 'd']);
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
    const positions = planReorder(current, moveInOrder(current, 'c', 'down'));
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
