import { describe, expect, it } from 'vitest';
import { signedInRecently } from '@domain/account/recent-sign-in';

const NOW = new Date('2026-12-02T10:00:00.000Z');
const at = (secondsAgo: number) => NOW.getTime() / 1000 - secondsAgo;

describe('signedInRecently', () => {
  it('holds within the window, its last second included', () => {
    expect(signedInRecently(at(0), NOW, 600)).toBe(true);
    expect(signedInRecently(at(600), NOW, 600)).toBe(true);
    expect(signedInRecently(at(601), NOW, 600)).toBe(false);
  });

  it('counts a sign-in stamped a little ahead of this clock as recent', () => {
    expect(signedInRecently(at(-5), NOW, 600)).toBe(true);
  });

  it('refuses a token that does not say when its sign-in was', () => {
    expect(signedInRecently(undefined, NOW, 600)).toBe(false);
    expect(signedInRecently(Number.NaN, NOW, 600)).toBe(false);
  });
});
