import { type TZDate, TZDateMini, tzOffset } from '@date-fns/tz';

/**
 * Calendar dates and wall-clock times in a named IANA time zone, shared by the booking page in
 * the browser and the Lambdas. Dates are `YYYY-MM-DD` texts and times `HH:mm` texts, read on the
 * clock of the zone given; instants are `Date`s. Every conversion between the two goes through
 * the zone rules of `@date-fns/tz`, so summer time and odd offsets (+05:30, +05:45, +12:45) are
 * the library's business, not ours. Pure: the zone is always an argument.
 */

export interface InstantRange {
  /** Inclusive. */
  from: Date;
  /** Exclusive. */
  to: Date;
}

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

const DATE_TEXT = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_TEXT = /^(\d{2}):(\d{2})$/;

interface CalendarDay {
  year: number;
  month: number;
  day: number;
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** A UTC-based `Date` for a calendar day, valid for every year (Date.UTC maps 0–99 to 19xx). */
function utcDay(year: number, monthIndex: number, day: number): Date {
  const date = new Date(0);
  date.setUTCFullYear(year, monthIndex, day);
  return date;
}

function parseDate(date: string): CalendarDay | undefined {
  const match = DATE_TEXT.exec(date);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const check = utcDay(year, month - 1, day);
  // 2026-02-30 and the like roll over into the next month: not a date.
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return undefined;
  return { year, month, day };
}

function requireDate(date: string): CalendarDay {
  const day = parseDate(date);
  if (!day) throw new RangeError(`Not a YYYY-MM-DD date: ${date}`);
  return day;
}

function dateText(date: Date): string {
  return `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

/** Minutes since midnight of an `HH:mm` text (00:00–23:59), or undefined when it is not one. */
export function minutesOfTime(time: string): number | undefined {
  const match = TIME_TEXT.exec(time);
  if (!match) return undefined;
  const [hours, minutes] = [Number(match[1]), Number(match[2])];
  if (hours > 23 || minutes > 59) return undefined;
  return hours * 60 + minutes;
}

/** The `HH:mm` text of a number of minutes since midnight (0–1439). */
export function timeOfMinutes(minutes: number): string {
  if (!Number.isInteger(minutes) || minutes < 0 || minutes >= 24 * 60) {
    throw new RangeError(`Not a time of day in minutes: ${minutes}`);
  }
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}

/** The clock in `timeZone` at `instant`: a date whose getters read that zone's wall time. */
function clockAt(instant: Date, timeZone: string): TZDate {
  if (Number.isNaN(instant.getTime())) throw new RangeError('Invalid instant');
  const local = new TZDateMini(instant.getTime(), timeZone);
  if (Number.isNaN(local.getTime())) throw new RangeError(`Unknown time zone: ${timeZone}`);
  return local;
}

const dateShown = (local: TZDate) =>
  `${pad(local.getFullYear(), 4)}-${pad(local.getMonth() + 1)}-${pad(local.getDate())}`;
const timeShown = (local: TZDate) => `${pad(local.getHours())}:${pad(local.getMinutes())}`;

/** The date (`YYYY-MM-DD`) the calendar shows in `timeZone` at `instant`. */
export function localDateOf(instant: Date, timeZone: string): string {
  return dateShown(clockAt(instant, timeZone));
}

/** The time (`HH:mm`, seconds dropped) the clock shows in `timeZone` at `instant`. */
export function localTimeOf(instant: Date, timeZone: string): string {
  return timeShown(clockAt(instant, timeZone));
}

/** Both at once: the date and time shown in `timeZone` at `instant`. */
export function localDateTimeOf(instant: Date, timeZone: string): { date: string; time: string } {
  const local = clockAt(instant, timeZone);
  return { date: dateShown(local), time: timeShown(local) };
}

/** The weekday in `timeZone` at `instant`: 0 Sunday … 6 Saturday. */
export function dayOfWeekIn(instant: Date, timeZone: string): number {
  return clockAt(instant, timeZone).getDay();
}

/** The weekday of a calendar date, whatever the zone: 0 Sunday … 6 Saturday. */
export function dayOfWeekOfDate(date: string): number {
  const { year, month, day } = requireDate(date);
  return utcDay(year, month - 1, day).getUTCDay();
}

/** The calendar date `days` days after (or before, when negative) `date`. */
export function addDays(date: string, days: number): string {
  if (!Number.isInteger(days)) throw new RangeError(`Not a whole number of days: ${days}`);
  const { year, month, day } = requireDate(date);
  return dateText(utcDay(year, month - 1, day + days));
}

function shows(instant: Date, date: string, time: string, timeZone: string): boolean {
  const local = clockAt(instant, timeZone);
  return dateShown(local) === date && timeShown(local) === time;
}

/**
 * The instant at which the clock in `timeZone` shows `date` at `time`. Undefined when it never
 * does: the clocks jump over it when summer time starts, or the text is not a real date and
 * time. When the clocks are turned back the same wall time happens twice; the earlier instant is
 * the one returned.
 *
 * Works from instants only: the library reads any instant exactly in any zone, whereas its
 * wall-time constructor leans on the zone of the machine it runs on and, on some machines,
 * misplaces times next to a change of the clocks.
 */
export function wallTimeToInstant(date: string, time: string, timeZone: string): Date | undefined {
  const day = parseDate(date);
  const minutes = minutesOfTime(time);
  if (!day || minutes === undefined) return undefined;
  // The wall time read as if the zone were UTC. An instant shows it when it is this less the
  // zone's offset at that instant. Changes of the clocks are weeks apart, so the offsets the
  // zone's rules give a day either side are all it can be; each gives a candidate, kept when
  // the library reads it back as the date and time asked for.
  const asIfUtc = utcDay(day.year, day.month - 1, day.day).getTime() + minutes * MINUTE_MS;
  const offsets = new Set(
    [asIfUtc - DAY_MS, asIfUtc, asIfUtc + DAY_MS].map((ms) => tzOffset(timeZone, new Date(ms))),
  );
  let earliest: Date | undefined;
  for (const offset of offsets) {
    if (Number.isNaN(offset)) throw new RangeError(`Unknown time zone: ${timeZone}`);
    const candidate = new Date(asIfUtc - offset * MINUTE_MS);
    if (!shows(candidate, date, time, timeZone)) continue;
    if (!earliest || candidate < earliest) earliest = candidate;
  }
  return earliest;
}

/**
 * The offset (minutes east of UTC) `timeZone` keeps from `date` 00:00 until the end of the day
 * after, or undefined when its clocks change in or near that span. Changes of the clocks are
 * weeks apart (as `wallTimeToInstant` relies on), so one offset a day before the span and a day
 * after it means no change within it: every wall time of the span then happens exactly once, at
 * its reading as if the zone were UTC less this offset. Lets a caller convert many wall times of
 * one date with two reads of the zone instead of several per time.
 */
export function steadyOffsetOn(date: string, timeZone: string): number | undefined {
  const { year, month, day } = requireDate(date);
  const midnight = utcDay(year, month - 1, day).getTime();
  // Any instant of the span lies within 14 hours (the largest offset) of its wall times.
  const before = tzOffset(timeZone, new Date(midnight - DAY_MS));
  const after = tzOffset(timeZone, new Date(midnight + 3 * DAY_MS));
  if (Number.isNaN(before) || Number.isNaN(after)) {
    throw new RangeError(`Unknown time zone: ${timeZone}`);
  }
  return before === after ? before : undefined;
}

/** `date` 00:00 read as if the zone were UTC, in ms: the base the steady offset is taken from. */
export function dateAsIfUtc(date: string): number {
  const { year, month, day } = requireDate(date);
  return utcDay(year, month - 1, day).getTime();
}

/**
 * The first instant of `date` in `timeZone`: its midnight, or, where the clocks jump over
 * midnight when summer time starts (as in Havana, Santiago or Cairo), the moment they jump.
 */
export function startOfLocalDate(date: string, timeZone: string): Date {
  const midnight = wallTimeToInstant(date, '00:00', timeZone);
  if (midnight) return midnight;
  const { year, month, day } = requireDate(date);
  // Midnight was skipped: the day began when the clocks jumped. No zone is more than 14 hours
  // from UTC, so that moment lies within these bounds; search them minute by minute, halving.
  const asIfUtc = utcDay(year, month - 1, day).getTime();
  let before = asIfUtc - 15 * 60 * MINUTE_MS;
  let after = asIfUtc + 15 * 60 * MINUTE_MS;
  const startedBy = (time: number) => localDateOf(new Date(time), timeZone) >= date;
  if (startedBy(before) || !startedBy(after)) {
    throw new RangeError(`Cannot find the start of ${date} in ${timeZone}`);
  }
  while (after - before > MINUTE_MS) {
    const middle = before + Math.floor((after - before) / 2 / MINUTE_MS) * MINUTE_MS;
    if (startedBy(middle)) after = middle;
    else before = middle;
  }
  return new Date(after);
}

/** The Monday (`YYYY-MM-DD`) of the week, in `timeZone`, that holds `instant`. Weeks start Monday. */
export function weekStartDate(instant: Date, timeZone: string): string {
  const daysSinceMonday = (dayOfWeekIn(instant, timeZone) + 6) % 7;
  return addDays(localDateOf(instant, timeZone), -daysSinceMonday);
}

/** The week holding `instant`: from its Monday's start to the next Monday's, in `timeZone`. */
export function weekRange(instant: Date, timeZone: string): InstantRange {
  const monday = weekStartDate(instant, timeZone);
  return {
    from: startOfLocalDate(monday, timeZone),
    to: startOfLocalDate(addDays(monday, 7), timeZone),
  };
}

/** The month holding `instant`: from the start of its 1st to the start of the next month's 1st. */
export function monthRange(instant: Date, timeZone: string): InstantRange {
  const { year, month } = requireDate(localDateOf(instant, timeZone));
  const first = dateText(utcDay(year, month - 1, 1));
  const next = dateText(utcDay(year, month, 1));
  return { from: startOfLocalDate(first, timeZone), to: startOfLocalDate(next, timeZone) };
}
