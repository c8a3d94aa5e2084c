import { addDays, localDateOf } from '@domain/time/zoned';

/**
 * Default days and times of the timesheet forms. "Today" is the booking page's today, in its
 * owner's zone, as every time on these screens is: someone abroad late in the evening still
 * logs against the page's calendar day.
 */

/** `YYYY-MM-DD` on the page's calendar at `now`. */
export const todayOn = (now: Date, timeZone: string): string => localDateOf(now, timeZone);

/** A new entry starts today 09:00–10:00 (the spec's default event hour). */
export function defaultEntryTimes(today: string): { start: string; end: string } {
  return { start: `${today}T09:00`, end: `${today}T10:00` };
}

/** The month holding `today`: its first day to its last. */
export function monthOf(today: string): { startDate: string; endDate: string } {
  const startDate = `${today.slice(0, 8)}01`;
  // The 1st plus 31 days always lands in the next month; its 1st less a day is this month's last.
  const nextMonth = addDays(startDate, 31).slice(0, 8);
  return { startDate, endDate: addDays(`${nextMonth}01`, -1) };
}
