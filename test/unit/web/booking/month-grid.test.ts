import { describe, expect, it } from 'vitest';
import {
  localDateKey,
  monthGrid,
  moveWithin,
} from '../../../../web/src/features/booking/lib/month-grid';

const keys = (weeks: (Date | null)[][]) =>
  weeks.map((week) => week.map((d) => (d ? d.getDate() : null)));

describe('monthGrid', () => {
  it('lays a month out in Monday-first weeks with blanks around it', () => {
    // March 2025 starts on a Saturday and ends on a Monday.
    const weeks = monthGrid(new Date(2025, 2, 14));
    expect(weeks).toHaveLength(6);
    expect(keys(weeks)[0]).toEqual([null, null, null, null, null, 1, 2]);
    expect(keys(weeks)[5]).toEqual([31, null, null, null, null, null, null]);
    expect(weeks.flat().filter(Boolean)).toHaveLength(31);
  });

  it('needs only four rows for a February that starts on Monday', () => {
    const weeks = monthGrid(new Date(2027, 1, 1));
    expect(keys(weeks)).toEqual([
      [1, 2, 3, 4, 5, 6, 7],
      [8, 9, 10, 11, 12, 13, 14],
      [15, 16, 17, 18, 19, 20, 21],
      [22, 23, 24, 25, 26, 27, 28],
    ]);
  });
});

describe('moveWithin', () => {
  const march = new Date(2025, 2, 1);
  const move = (day: number, key: string) => {
    const target = moveWithin(march, new Date(2025, 2, day), key);
    return target && localDateKey(target);
  };

  it('moves by a day or a week', () => {
    expect(move(12, 'ArrowRight')).toBe('2025-03-13');
    expect(move(12, 'ArrowLeft')).toBe('2025-03-11');
    expect(move(12, 'ArrowDown')).toBe('2025-03-19');
    expect(move(12, 'ArrowUp')).toBe('2025-03-05');
  });

  it('goes to the ends of the week with Home and End', () => {
    // 12 March 2025 is a Wednesday.
    expect(move(12, 'Home')).toBe('2025-03-10');
    expect(move(12, 'End')).toBe('2025-03-16');
  });

  it('stays inside the month and ignores other keys', () => {
    expect(move(2, 'ArrowUp')).toBe('2025-03-01');
    expect(move(28, 'ArrowDown')).toBe('2025-03-31');
    expect(move(1, 'Home')).toBe('2025-03-01');
    expect(move(12, 'Enter')).toBeNull();
  });
});
