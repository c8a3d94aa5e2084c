import {
  DEFAULT_REMINDERS,
  MAX_REMINDERS,
  type TReminderSettings,
} from '@contracts/documents/reminders';

const DAY_MS = 86_400_000;

/** A document's settings as stored, or the defaults for one stored before it had any. */
export function reminderSettings(
  stored: Partial<TReminderSettings> | undefined,
): TReminderSettings {
  return {
    enabled: typeof stored?.enabled === 'boolean' ? stored.enabled : DEFAULT_REMINDERS.enabled,
    everyDays:
      typeof stored?.everyDays === 'number' ? stored.everyDays : DEFAULT_REMINDERS.everyDays,
  };
}

/**
 * When a waiting signer is next reminded: `everyDays` after they were last asked or reminded
 * (`from`), but not before `now` (an interval shortened after the fact reminds at once, once).
 * None when reminders are off, the signer had `MAX_REMINDERS` already, or the link ends before
 * then: a reminder never carries a link that no longer works.
 */
export function nextReminderAt(input: {
  settings: TReminderSettings;
  from: Date;
  sent: number;
  linkExpiresAt: string | undefined;
  now: Date;
}): string | undefined {
  const { settings, sent } = input;
  if (!settings.enabled || sent >= MAX_REMINDERS) return undefined;
  const due = Math.max(input.from.getTime() + settings.everyDays * DAY_MS, input.now.getTime());
  if (!input.linkExpiresAt || due >= Date.parse(input.linkExpiresAt)) return undefined;
  return new Date(due).toISOString();
}
