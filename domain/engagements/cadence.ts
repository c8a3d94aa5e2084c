import { dateAsIfUtc } from '../time/zoned';

/**
 * How often an engagement's sessions are meant to be, and whether a client is overdue for one.
 * Pure: dates are `YYYY-MM-DD` on the consultant's calendar, today passed in.
 */

export type Cadence = 'none' | 'weekly' | 'fortnightly' | 'monthly';

/** The most days a cadence allows between two sessions; null: no cadence. */
export const CADENCE_DAYS: Record<Cadence, number | null> = {
  none: null,
  weekly: 7,
  fortnightly: 14,
  // The longest month: a session on the 1st and the next on the 1st of a 31-day month is on time.
  monthly: 31,
};

/** Whole days from `from` to `to` (negative when `to` comes first). */
export const daysBetween = (from: string, to: string): number =>
  Math.round((dateAsIfUtc(to) - dateAsIfUtc(from)) / 86_400_000);

/**
 * A client is overdue for a session when the engagement sets a cadence, nothing is booked, and
 * more days than it allows have passed since the last session, or since the engagement began
 * when none was held yet. An engagement that has not begun is never overdue.
 */
export function sessionOverdue(input: {
  cadence: Cadence;
  today: string;
  startDate: string;
  lastSessionDate: string | null;
  nextSessionBooked: boolean;
}): boolean {
  const allowed = CADENCE_DAYS[input.cadence];
  if (allowed === null || input.nextSessionBooked || input.startDate > input.today) return false;
  const since = input.lastSessionDate ?? input.startDate;
  return daysBetween(since, input.today) > allowed;
}
