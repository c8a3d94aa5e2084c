import {
  addDays,
  dateAsIfUtc,
  dayOfWeekOfDate,
  localDateOf,
  localDateTimeOf,
  minutesOfTime,
  steadyOffsetOn,
  timeOfMinutes,
  wallTimeToInstant,
} from '../time/zoned';

/**
 * The start times a public booking page offers (spec §7, slot generation). From each availability
 * window's start, the owner's clock steps by the meeting length plus the buffer while the meeting
 * still ends by the window's end; a booked meeting lasts the default meeting length. Windows are
 * read on the owner's clock, so a window "Monday 09:00–12:00" means 09:00 in the owner's zone
 * whatever the visitor's zone, summer time included. A date override replaces the week's windows
for its one date (other hours, or none: a holiday), read on the same clock. Times already past, inside the page's
 * minimum notice or beyond its horizon, and times that would collide with the owner's other
 * meetings (buffer included) are not offered. Pure: `now`, the zone and the owner's busy times
 * are arguments.
 */

export interface AvailabilityWindow {
  /** 0 Sunday … 6 Saturday, on the owner's clock. */
  dayOfWeek: number;
  /** `HH:mm` on the owner's clock. */
  startTime: string;
  /** `HH:mm` on the owner's clock; a meeting must end by then. */
  endTime: string;
}

/** A span of time as ISO instants (UTC, as `Date.toISOString()` writes them); end exclusive. */
export interface Interval {
  start: string;
  end: string;
}

/** A span of one day's hours on the owner's clock, `HH:mm`; a meeting must end by `endTime`. */
export interface HoursRange {
  startTime: string;
  endTime: string;
}

/**
 * One date on the owner's calendar whose hours differ from the week's: its ranges replace that
 * weekday's windows for the date alone; no ranges means unavailable all day (a holiday).
 */
export interface DateOverride {
  /** `YYYY-MM-DD` on the owner's calendar. */
  date: string;
  ranges: readonly HoursRange[];
}

export interface SlotRules {
  availability: readonly AvailabilityWindow[];
  /** Dates whose hours replace the week's; absent or empty: every date follows the week. */
  overrides?: readonly DateOverride[];
  /** The owner's IANA time zone. */
  timeZone: string;
  /** The default meeting length: every offered slot lasts this long. */
  durationMinutes: number;
  /** Free time kept between a meeting and the owner's other meetings. */
  bufferMinutes: number;
  /** How long before its start a slot stops being offered; absent: until it starts. */
  minimumNoticeMinutes?: number;
  /** How many days ahead of now slots are offered (real days of 24 hours); absent: no end. */
  horizonDays?: number;
}

const MINUTE_MS = 60_000;
const DAY_MINUTES = 24 * 60;

/** When a meeting starting at `start` ends: `durationMinutes` real minutes later. */
export function slotEnd(start: Date, durationMinutes: number): Date {
  return new Date(start.getTime() + durationMinutes * MINUTE_MS);
}

/** True when two intervals share some time; intervals that only touch do not overlap. */
export function overlaps(a: Interval, b: Interval): boolean {
  return Date.parse(a.start) < Date.parse(b.end) && Date.parse(b.start) < Date.parse(a.end);
}

/** The weekdays (0 Sunday … 6 Saturday) that have at least one window, ascending. */
export function availableDays(availability: readonly AvailabilityWindow[]): number[] {
  return [...new Set(availability.map((w) => w.dayOfWeek))].sort((a, b) => a - b);
}

/** The dates (`YYYY-MM-DD`, ascending) on the visitor's calendar that have at least one slot. */
export function bookableDates(slots: readonly Interval[], visitorTimeZone: string): string[] {
  const dates = new Set(slots.map((s) => localDateOf(new Date(s.start), visitorTimeZone)));
  return [...dates].sort();
}

/**
 * Why a start lies outside the span the page offers at `now` (too soon for its notice, or past
 * its horizon), or undefined when it lies inside. Both are measured in real time, so a change of
 * the clocks neither stretches nor shrinks them.
 */
export function outsideBookingWindow(
  rules: Pick<SlotRules, 'minimumNoticeMinutes' | 'horizonDays'>,
  start: Date,
  now: Date,
): 'notice' | 'horizon' | undefined {
  const { from, to } = bookingWindow(rules, now);
  if (start.getTime() < from) return 'notice';
  if (start.getTime() >= to) return 'horizon';
  return undefined;
}

/** The instants [from, to) in which a slot may start, as ms. */
function bookingWindow(
  rules: Pick<SlotRules, 'minimumNoticeMinutes' | 'horizonDays'>,
  now: Date,
): { from: number; to: number } {
  const at = now.getTime();
  return {
    from: at + (rules.minimumNoticeMinutes ?? 0) * MINUTE_MS,
    to:
      rules.horizonDays === undefined ? Infinity : at + rules.horizonDays * DAY_MINUTES * MINUTE_MS,
  };
}

function checkRules(rules: SlotRules): void {
  if (!Number.isInteger(rules.durationMinutes) || rules.durationMinutes <= 0) {
    throw new RangeError('The meeting length must be a positive whole number of minutes');
  }
  if (!Number.isInteger(rules.bufferMinutes) || rules.bufferMinutes < 0) {
    throw new RangeError('The buffer must be a whole number of minutes, zero or more');
  }
}

/** Minutes from the start of `date` to the wall time `instant` shows, on the owner's calendar. */
function wallMinutesFrom(date: string, instant: Date, timeZone: string): number {
  const shown = localDateTimeOf(instant, timeZone);
  let dayShift = 0;
  // A meeting lasts at most a few days; walk from whichever date is earlier.
  for (let d = date; d < shown.date; d = addDays(d, 1)) dayShift += 1;
  for (let d = shown.date; d < date; d = addDays(d, 1)) dayShift -= 1;
  return dayShift * DAY_MINUTES + (minutesOfTime(shown.time) ?? 0);
}

/**
 * The first and last dates of the owner's calendar whose hours can give a start in the period:
 * the dates it touches and one either side, since where the clocks are turned back across
 * midnight the owner's dates do not run in order. The dates whose overrides matter to it.
 */
export function ownerDatesAround(
  period: { from: Date; to: Date },
  timeZone: string,
): { first: string; last: string } {
  return {
    first: addDays(localDateOf(period.from, timeZone), -1),
    last: addDays(localDateOf(period.to, timeZone), 1),
  };
}

/** The hours of one date: its override's ranges, or else its weekday's windows. */
function hoursOn(
  rules: SlotRules,
  overrides: ReadonlyMap<string, DateOverride>,
  date: string,
): readonly HoursRange[] {
  const override = overrides.get(date);
  if (override) return override.ranges;
  const weekday = dayOfWeekOfDate(date);
  return rules.availability.filter((window) => window.dayOfWeek === weekday);
}

/** Every start the hours give on one date of the owner's calendar, as instants (ms). */
function startsOnDate(
  rules: SlotRules,
  overrides: ReadonlyMap<string, DateOverride>,
  date: string,
): number[] {
  const step = rules.durationMinutes + rules.bufferMinutes;
  const starts: number[] = [];
  // Most dates see no change of the clocks near them: every start is then plain arithmetic, and
  // a meeting ends at the wall time planned (it ends by the next midnight, within the span).
  const steady = steadyOffsetOn(date, rules.timeZone);
  const base = steady === undefined ? 0 : dateAsIfUtc(date) - steady * MINUTE_MS;
  for (const window of hoursOn(rules, overrides, date)) {
    const windowStart = minutesOfTime(window.startTime);
    const windowEnd = minutesOfTime(window.endTime);
    if (windowStart === undefined || windowEnd === undefined) continue;
    for (let wall = windowStart; wall + rules.durationMinutes <= windowEnd; wall += step) {
      if (steady !== undefined) {
        starts.push(base + wall * MINUTE_MS);
        continue;
      }
      // A time the clocks jump over offers nothing; a time shown twice offers its first showing.
      const start = wallTimeToInstant(date, timeOfMinutes(wall), rules.timeZone);
      if (!start) continue;
      // Across a change of the clocks the meeting ends at another wall time than planned: it
      // must still end within the window.
      const end = slotEnd(start, rules.durationMinutes);
      if (wallMinutesFrom(date, end, rules.timeZone) > windowEnd) continue;
      starts.push(start.getTime());
    }
  }
  return starts;
}

/**
 * The slots offered in `period` (start in [from, to)), ascending and each once: every start the
 * owner's windows give on the dates the period touches, less the ones before `now` plus the
 * minimum notice, the ones from `now` plus the horizon on, and the ones that come within the
 * buffer of a busy interval.
 */
export function generateSlots(
  rules: SlotRules,
  period: { from: Date; to: Date },
  now: Date,
  busy: readonly Interval[],
): Interval[] {
  checkRules(rules);
  const window = bookingWindow(rules, now);
  const from = Math.max(period.from.getTime(), window.from);
  const to = Math.min(period.to.getTime(), window.to);
  if (!(from < to)) return [];

  const buffer = rules.bufferMinutes * MINUTE_MS;
  const duration = rules.durationMinutes * MINUTE_MS;
  const taken = busy.map((b) => ({ start: Date.parse(b.start), end: Date.parse(b.end) }));
  const collides = (start: number) =>
    taken.some((b) => start - buffer < b.end && b.start < start + duration + buffer);

  // Starts outside the period are dropped below.
  const { first, last } = ownerDatesAround(
    { from: new Date(from), to: new Date(to) },
    rules.timeZone,
  );
  const overrides = new Map((rules.overrides ?? []).map((o) => [o.date, o]));
  const starts = new Set<number>();
  for (let date = first; date <= last; date = addDays(date, 1)) {
    for (const start of startsOnDate(rules, overrides, date)) {
      if (start >= from && start < to && !collides(start)) starts.add(start);
    }
  }
  return [...starts]
    .sort((a, b) => a - b)
    .map((start) => ({
      start: new Date(start).toISOString(),
      end: new Date(start + duration).toISOString(),
    }));
}

/**
 * True when `start` is exactly one of the slots `generateSlots` offers at `now` given `busy`:
 * the server's re-check of a booking request.
 */
export function isSlotOffered(
  rules: SlotRules,
  start: Date,
  now: Date,
  busy: readonly Interval[],
): boolean {
  const at = start.getTime();
  if (Number.isNaN(at)) return false;
  const around = { from: start, to: new Date(at + MINUTE_MS) };
  return generateSlots(rules, around, now, busy).some((slot) => Date.parse(slot.start) === at);
}
