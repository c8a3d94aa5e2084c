import { describe, expect, it } from 'vitest';
import { linkMoveRefusal, linkMovesLeft, type LinkMoveRules } from '@domain/booking/link-moves';

const rules: LinkMoveRules = { maxMoves: 3, minimumNoticeMinutes: 120, horizonDays: 30 };
const now = new Date('2030-01-07T09:00:00.000Z');
const inHours = (hours: number) => new Date(now.getTime() + hours * 3_600_000);

describe('linkMovesLeft', () => {
  it('counts down from the limit and stops at 0', () => {
    expect(linkMovesLeft(rules)).toBe(3);
    expect(linkMovesLeft(rules, 0)).toBe(3);
    expect(linkMovesLeft(rules, 2)).toBe(1);
    expect(linkMovesLeft(rules, 3)).toBe(0);
    expect(linkMovesLeft(rules, 7)).toBe(0);
    expect(linkMovesLeft({ maxMoves: 1 }, -2)).toBe(1);
  });
});

describe('linkMoveRefusal', () => {
  it('lets the first, second and third move go ahead, and refuses the fourth', () => {
    const start = inHours(48);
    expect(linkMoveRefusal(rules, { start, now })).toBeUndefined();
    expect(linkMoveRefusal(rules, { made: 1, start, now })).toBeUndefined();
    expect(linkMoveRefusal(rules, { made: 2, start, now })).toBeUndefined();
    expect(linkMoveRefusal(rules, { made: 3, start, now })).toBe('used-up');
  });

  it('names the used-up link before anything about the time', () => {
    expect(linkMoveRefusal(rules, { made: 3, start: inHours(-1), now })).toBe('used-up');
    expect(linkMoveRefusal(rules, { made: 3, start: inHours(24 * 90), now })).toBe('used-up');
  });

  it('refuses a time already past', () => {
    expect(linkMoveRefusal(rules, { start: inHours(-0.5), now })).toBe('past');
  });

  it('keeps the page’s minimum notice, its edge included', () => {
    expect(linkMoveRefusal(rules, { start: inHours(1.99), now })).toBe('notice');
    expect(linkMoveRefusal(rules, { start: inHours(2), now })).toBeUndefined();
    expect(linkMoveRefusal(rules, { start: now, now })).toBe('notice');
  });

  it('keeps the page’s horizon, its end excluded', () => {
    expect(linkMoveRefusal(rules, { start: inHours(30 * 24 - 1), now })).toBeUndefined();
    expect(linkMoveRefusal(rules, { start: inHours(30 * 24), now })).toBe('horizon');
  });

  it('takes the limit from the rules it is given', () => {
    const one = { ...rules, maxMoves: 1 };
    expect(linkMoveRefusal(one, { start: inHours(48), now })).toBeUndefined();
    expect(linkMoveRefusal(one, { made: 1, start: inHours(48), now })).toBe('used-up');
  });
});
