import { describe, expect, it } from 'vitest';
import {
  isLateCancellation,
  lateCancellationMinutes,
  type Cancellation,
} from '@domain/engagements/late-cancellation';

const HOUR_MS = 3_600_000;

/** A 90-minute session at 10:00 UTC, cancelled `hoursBefore` its start, under a 24 h window. */
const session = (hoursBefore: number, windowHours: number | null = 24): Cancellation => {
  const start = Date.parse('2026-05-10T10:00:00Z');
  return {
    startTime: new Date(start).toISOString(),
    endTime: new Date(start + 1.5 * HOUR_MS).toISOString(),
    cancelledAt: new Date(start - hoursBefore * HOUR_MS).toISOString(),
    windowHours,
  };
};

describe('isLateCancellation', () => {
  it('bills a session the client cancels inside the window, before it starts', () => {
    expect(isLateCancellation(session(23))).toBe(true);
    expect(isLateCancellation(session(1))).toBe(true);
    expect(isLateCancellation(session(0.001))).toBe(true);
  });

  it('does not bill a cancellation made exactly as the window opens, or earlier', () => {
    expect(isLateCancellation(session(24))).toBe(false);
    expect(isLateCancellation(session(48))).toBe(false);
  });

  it('bills a cancellation made a moment after the window opens', () => {
    expect(isLateCancellation(session(24 - 1 / HOUR_MS))).toBe(true);
  });

  it('does not apply once the session has started', () => {
    expect(isLateCancellation(session(0))).toBe(false);
    expect(isLateCancellation(session(-0.5))).toBe(false);
  });

  it('never bills a cancellation when the engagement has no window, or a zero one', () => {
    for (const windowHours of [null, 0]) {
      expect(isLateCancellation(session(1, windowHours))).toBe(false);
      expect(isLateCancellation(session(0.001, windowHours))).toBe(false);
    }
  });

  it('counts the window in hours elapsed, also when the clocks change in between', () => {
    // 10:00 in London on the Saturday (GMT) to 10:00 on the Sunday (BST): 23 hours, inside 24.
    expect(
      isLateCancellation({
        startTime: '2026-03-29T09:00:00Z',
        endTime: '2026-03-29T10:00:00Z',
        cancelledAt: '2026-03-28T10:00:00Z',
        windowHours: 24,
      }),
    ).toBe(true);
  });
});

describe('lateCancellationMinutes', () => {
  it('bills the session for its whole length', () => {
    expect(lateCancellationMinutes(session(2))).toBe(90);
    expect(
      lateCancellationMinutes({
        startTime: '2026-05-10T10:00:00Z',
        endTime: '2026-05-10T10:45:00Z',
      }),
    ).toBe(45);
  });
});
