import { describe, expect, it } from 'vitest';
import {
  AUTO_STOP_NOTE,
  DEFAULT_TIMER_DESCRIPTION,
  formatElapsed,
  MAX_TIMER_MINUTES,
  TIMER_DESCRIPTION_MAX,
  timerEntryDescription,
  timerEntryTimes,
  timerExpired,
  timerLimitOf,
} from '@domain/timesheets/timer';

const at = (iso: string) => new Date(iso);

describe('timerEntryTimes', () => {
  it('floors the start and rounds the stop up to whole minutes', () => {
    const times = timerEntryTimes(at('2030-03-04T09:00:45.500Z'), at('2030-03-04T10:29:00.001Z'));
    expect(times.start.toISOString()).toBe('2030-03-04T09:00:00.000Z');
    expect(times.end.toISOString()).toBe('2030-03-04T10:30:00.000Z');
    expect(times.durationMinutes).toBe(90);
    expect(times.autoStopped).toBe(false);
  });

  it('keeps times already on the minute as they are', () => {
    const times = timerEntryTimes(at('2030-03-04T09:00:00Z'), at('2030-03-04T09:45:00Z'));
    expect(times.end.toISOString()).toBe('2030-03-04T09:45:00.000Z');
    expect(times.durationMinutes).toBe(45);
  });

  it('logs at least a minute, even when stopped at once or before its start', () => {
    for (const stop of ['2030-03-04T09:00:10Z', '2030-03-04T09:00:00Z', '2030-03-04T08:59:00Z']) {
      const times = timerEntryTimes(at('2030-03-04T09:00:10Z'), at(stop));
      expect(times.start.toISOString()).toBe('2030-03-04T09:00:00.000Z');
      expect(times.end.toISOString()).toBe('2030-03-04T09:01:00.000Z');
      expect(times.durationMinutes).toBe(1);
    }
  });

  it('ends a timer 24 hours after its start when it ran longer, and says it did', () => {
    const times = timerEntryTimes(at('2030-03-04T09:00:30Z'), at('2030-03-06T12:00:00Z'));
    expect(times.end.toISOString()).toBe('2030-03-05T09:00:00.000Z');
    expect(times.durationMinutes).toBe(MAX_TIMER_MINUTES);
    expect(times.autoStopped).toBe(true);
  });

  it('counts a stop at the 24 hours themselves as reaching them', () => {
    const start = at('2030-03-04T09:00:30Z');
    const times = timerEntryTimes(start, timerLimitOf(start));
    expect(times.durationMinutes).toBe(MAX_TIMER_MINUTES);
    expect(times.autoStopped).toBe(true);
    const justUnder = timerEntryTimes(at('2030-03-04T09:00:00Z'), at('2030-03-05T08:58:59Z'));
    expect(justUnder.durationMinutes).toBe(MAX_TIMER_MINUTES - 1);
    expect(justUnder.autoStopped).toBe(false);
  });

  it('bills the night the clocks change in Europe/London for the time that passed', () => {
    // 00:30 to 03:30 London time on 30 March 2031: the clocks go forward at 01:00, so 2 hours.
    const spring = timerEntryTimes(at('2031-03-30T00:30:00Z'), at('2031-03-30T02:30:00Z'));
    expect(spring.durationMinutes).toBe(120);
    // 00:30 to 03:30 London time on 26 October 2031: back at 02:00 BST, so 4 hours.
    const autumn = timerEntryTimes(at('2031-10-25T23:30:00Z'), at('2031-10-26T03:30:00Z'));
    expect(autumn.durationMinutes).toBe(240);
  });
});

describe('timerExpired', () => {
  it('is true from the 24th hour on', () => {
    const start = at('2030-03-04T09:00:00Z');
    expect(timerExpired(start, at('2030-03-05T08:59:59.999Z'))).toBe(false);
    expect(timerExpired(start, at('2030-03-05T09:00:00Z'))).toBe(true);
    expect(timerExpired(start, at('2030-03-07T09:00:00Z'))).toBe(true);
  });
});

describe('timerEntryDescription', () => {
  it('takes the stop’s description, else the running one, else “Timed work”', () => {
    expect(
      timerEntryDescription({ running: 'Audit', given: 'Audit prep', autoStopped: false }),
    ).toBe('Audit prep');
    expect(timerEntryDescription({ running: 'Audit', given: '  ', autoStopped: false })).toBe(
      'Audit',
    );
    expect(timerEntryDescription({ running: '', autoStopped: false })).toBe(
      DEFAULT_TIMER_DESCRIPTION,
    );
  });

  it('notes an automatic stop after the description, or alone when there is none', () => {
    expect(timerEntryDescription({ running: 'Audit', autoStopped: true })).toBe(
      'Audit (Timer stopped automatically after 24 hours)',
    );
    expect(timerEntryDescription({ running: '', autoStopped: true })).toBe(AUTO_STOP_NOTE);
  });

  it('keeps a long description with its note within an entry’s length', () => {
    const text = timerEntryDescription({ running: 'x'.repeat(500), autoStopped: true });
    expect(text).toHaveLength(TIMER_DESCRIPTION_MAX);
    expect(text.endsWith(`… (${AUTO_STOP_NOTE})`)).toBe(true);
  });
});

describe('formatElapsed', () => {
  it('shows hours, minutes and seconds as a stopwatch does', () => {
    const start = at('2030-03-04T09:00:00Z');
    expect(formatElapsed(start, at('2030-03-04T09:00:07.900Z'))).toBe('0:00:07');
    expect(formatElapsed(start, at('2030-03-04T10:05:00Z'))).toBe('1:05:00');
    expect(formatElapsed(start, at('2030-03-05T08:59:59Z'))).toBe('23:59:59');
    expect(formatElapsed(start, at('2030-03-04T08:59:00Z'))).toBe('0:00:00');
  });
});
