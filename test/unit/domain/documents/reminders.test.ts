import { describe, expect, it } from 'vitest';
import { DEFAULT_REMINDERS, MAX_REMINDERS } from '@contracts/documents/reminders';
import { nextReminderAt, reminderSettings } from '@domain/documents/reminders';

const asked = new Date('2030-03-01T09:00:00.000Z');
const link = '2030-03-31T09:00:00.000Z';
const base = { settings: DEFAULT_REMINDERS, from: asked, sent: 0, linkExpiresAt: link, now: asked };

describe('nextReminderAt', () => {
  it('reminds every 3 days by default', () => {
    expect(nextReminderAt(base)).toBe('2030-03-04T09:00:00.000Z');
    expect(reminderSettings(undefined)).toEqual({ enabled: true, everyDays: 3 });
  });

  it('follows the chosen interval from the last reminder', () => {
    const from = new Date('2030-03-04T09:00:00.000Z');
    const settings = { enabled: true, everyDays: 7 };
    expect(nextReminderAt({ ...base, settings, from, sent: 1, now: from })).toBe(
      '2030-03-11T09:00:00.000Z',
    );
  });

  it('stops after the last allowed reminder and when turned off', () => {
    expect(nextReminderAt({ ...base, sent: MAX_REMINDERS })).toBeUndefined();
    expect(nextReminderAt({ ...base, sent: MAX_REMINDERS - 1 })).toBeDefined();
    expect(nextReminderAt({ ...base, settings: { enabled: false, everyDays: 3 } })).toBeUndefined();
  });

  it('never reminds at or after the end of the link', () => {
    expect(nextReminderAt({ ...base, linkExpiresAt: '2030-03-04T09:00:00.000Z' })).toBeUndefined();
    expect(nextReminderAt({ ...base, linkExpiresAt: '2030-03-04T09:00:00.001Z' })).toBe(
      '2030-03-04T09:00:00.000Z',
    );
    expect(nextReminderAt({ ...base, linkExpiresAt: undefined })).toBeUndefined();
  });

  it('reminds at once, not in the past, when a shorter interval is already overdue', () => {
    const now = new Date('2030-03-06T12:00:00.000Z');
    const settings = { enabled: true, everyDays: 1 };
    expect(nextReminderAt({ ...base, settings, now })).toBe(now.toISOString());
  });

  it('keeps stored settings', () => {
    expect(reminderSettings({ enabled: false, everyDays: 14 })).toEqual({
      enabled: false,
      everyDays: 14,
    });
  });
});
