import { describe, expect, it } from 'vitest';
import { moveMessage } from '../../../../web/src/features/ticker/lib/reorder';

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
