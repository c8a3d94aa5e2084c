import { TZDate } from '@date-fns/tz';
import { addDays, format, isValid, parse, startOfWeek } from 'date-fns';

/** The weekly calendar's scale (spec §9): 24 rows of 60 px, so one pixel is one minute. */
export const HOUR_HEIGHT = 60;
export const DAY_HEIGHT = 24 * HOUR_HEIGHT;
export const HOURS = Array.from({ length: 24 }, (_, hour) => hour);

/**
 * Midnight of the Monday that starts the week holding `date`, in `zone` when one is given (a
 * `TZDate`, whose dates and hours read on that zone's clock), else in the zone `date` is in.
 */
export const weekStartOf = (date: Date, zone?: string): Date =>
  startOfWeek(zone ? new TZDate(date.getTime(), zone) : date, { weekStartsOn: 1 });

/** Now on the clock of `zone`: the grid's "today", from which its weeks are counted. */
export const nowIn = (zone: string, now = Date.now()): Date => new TZDate(now, zone);

/** The week's seven days, Monday first, each at midnight of the week's zone. */
export const weekDays = (weekStart: Date): Date[] =>
  Array.from({ length: 7 }, (_, i) => addDays(weekStart, i));

/** The week as the meetings query asks for it: `from` inclusive, `to` (next Monday) exclusive. */
export const weekRange = (weekStart: Date) => ({
  from: new Date(weekStart.getTime()).toISOString(),
  to: new Date(addDays(weekStart, 7).getTime()).toISOString(),
});

/** The `?week=` value of the page's address: the Monday as yyyy-MM-dd. */
export const weekParam = (weekStart: Date): string => format(weekStart, 'yyyy-MM-dd');

/**
 * The week an address names (any day of it works), or the week of `today` without a valid one,
 * in the zone of `today` (a `TZDate` from `nowIn`, or the browser's for a plain `Date`).
 */
export function weekFromParam(value: string | null, today: Date): Date {
  const day = value ? parse(value, 'yyyy-MM-dd', today) : null;
  return weekStartOf(day && isValid(day) ? day : today);
}

/** "Mar 10 – 16, 2025", "Mar 31 – Apr 6, 2025" or "Dec 29, 2025 – Jan 4, 2026". */
export function formatWeekRange(weekStart: Date): string {
  const end = addDays(weekStart, 6);
  if (weekStart.getFullYear() !== end.getFullYear())
    return `${format(weekStart, 'MMM d, yyyy')} – ${format(end, 'MMM d, yyyy')}`;
  if (weekStart.getMonth() !== end.getMonth())
    return `${format(weekStart, 'MMM d')} – ${format(end, 'MMM d, yyyy')}`;
  return `${format(weekStart, 'MMM d')} – ${format(end, 'd, yyyy')}`;
}

/** An hour row's label, "09:00". */
export const hourLabel = (hour: number): string => `${String(hour).padStart(2, '0')}:00`;

/**
 * The week a screen shows, as its grid and its phone day strip read it: its Monday and seven
 * days, the one day a phone shows (Monday 0) and today, all on the clock of `zone`.
 */
export interface ShownWeek {
  weekStart: Date;
  days: Date[];
  shownDay: number;
  today: Date;
  zone: string;
}

/** A day's key on the clock it is read on, "2025-03-14": how a chosen day survives re-renders. */
export const dayKey = (day: Date): string => format(day, 'yyyy-MM-dd');

/**
 * Which of the week's days a phone shows (it shows one at a time, Monday 0 … Sunday 6): the day
 * the owner chose when it is in this week, else today when it is, else Monday.
 */
export function shownDayIndex(days: readonly Date[], picked: string | null, today: Date): number {
  const keys = days.map(dayKey);
  const chosen = picked === null ? -1 : keys.indexOf(picked);
  if (chosen !== -1) return chosen;
  return Math.max(0, keys.indexOf(dayKey(today)));
}
