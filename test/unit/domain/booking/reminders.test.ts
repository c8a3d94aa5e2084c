import { describe, expect, it } from 'vitest';
import {
  dueSpans,
  REMINDER_GRACE_MS,
  REMINDER_LEADS,
  reminderDue,
  startHourOf,
} from '@domain/booking/reminders';

const [DAY_BEFORE, HOUR_BEFORE] = REMINDER_LEADS as [
  (typeof REMINDER_LEADS)[number],
  (typeof REMINDER_LEADS)[number],
];
const MIN = 60_000;
const START = '2030-01-08T09:00:00.000Z';
const at = (ms: number) => new Date(Date.parse(START) + ms);
const booked = { startTime: START, madeAt: '2030-01-01T00:00:00.000Z' };

describe('reminder leads', () => {
  it('are 24 hours and 1 hour before the start', () => {
    expect(REMINDER_LEADS.map((l) => [l.id, l.ms / (60 * MIN), l.inWords])).toEqual([
      ['24h', 24, '24 hours'],
      ['1h', 1, '1 hour'],
    ]);
  });
});

describe('the hours a run reads', () => {
  it('files a start under its UTC hour', () => {
    expect(startHourOf('2030-01-08T09:59:59.999Z')).toBe('2030-01-08T09');
    expect(startHourOf(new Date('2030-01-08T10:00:00.000Z'))).toBe('2030-01-08T10');
  });

  it('reads, for each lead, the hours of the starts due from the last grace period to now', () => {
    const spans = dueSpans(new Date('2030-01-07T09:10:00.000Z'));
    expect(
      spans.map((s) => [s.lead.id, s.from.toISOString(), s.to.toISOString(), s.hours]),
    ).toEqual([
      [
        '24h',
        '2030-01-08T08:55:00.000Z',
        '2030-01-08T09:10:00.000Z',
        ['2030-01-08T08', '2030-01-08T09'],
      ],
      [
        '1h',
        '2030-01-07T09:55:00.000Z',
        '2030-01-07T10:10:00.000Z',
        ['2030-01-07T09', '2030-01-07T10'],
      ],
    ]);
  });

  it('reads one hour when the span lies inside it', () => {
    const [day] = dueSpans(new Date('2030-01-07T09:30:00.000Z'));
    expect(day!.hours).toEqual(['2030-01-08T09']);
  });
});

describe('whether a reminder is due', () => {
  it('is due from its time, and still within the grace period of a late run', () => {
    expect(reminderDue(booked, DAY_BEFORE, at(-24 * 60 * MIN - 1))).toBe(false);
    expect(reminderDue(booked, DAY_BEFORE, at(-24 * 60 * MIN))).toBe(true);
    expect(reminderDue(booked, DAY_BEFORE, at(-24 * 60 * MIN + 14 * MIN))).toBe(true);
    expect(reminderDue(booked, HOUR_BEFORE, at(-60 * MIN + 2 * MIN))).toBe(true);
  });

  it('is no longer sent once its grace period is over', () => {
    expect(reminderDue(booked, DAY_BEFORE, at(-24 * 60 * MIN + REMINDER_GRACE_MS))).toBe(false);
    expect(reminderDue(booked, HOUR_BEFORE, at(-30 * MIN))).toBe(false);
  });

  it('is not sent for a meeting booked or moved after its time: its own mail just told the time', () => {
    const lateBooking = { startTime: START, madeAt: at(-23 * 60 * MIN - 50 * MIN).toISOString() };
    expect(reminderDue(lateBooking, DAY_BEFORE, at(-23 * 60 * MIN - 49 * MIN))).toBe(false);
    // Its 1-hour reminder still comes.
    expect(reminderDue(lateBooking, HOUR_BEFORE, at(-59 * MIN))).toBe(true);
  });
});
