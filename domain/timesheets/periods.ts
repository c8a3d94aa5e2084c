import { type InstantRange, addDays, monthRange, startOfLocalDate, weekRange } from '../time/zoned';

/**
 * The periods the timesheet list, its totals and the export are filtered by (spec §9): this week
 * (Monday start), this month, or a custom range of whole days. Each is read on the owner's
 * calendar in the owner's IANA time zone and comes out as instants [from, to), so a week that
 * holds a change of the clocks is an hour short or long, and a day that starts late because the
 * clocks jumped over midnight still starts when that day begins. Pure: `now` and the zone are
 * arguments.
 */

export type { InstantRange } from '../time/zoned';

export type PeriodFilter =
  | { kind: 'this-week' }
  | { kind: 'this-month' }
  /** Whole days on the owner's calendar, `YYYY-MM-DD`, both ends included. */
  | { kind: 'custom'; startDate: string; endDate: string };

/** A year and a day, so a leap year's whole year and a "same date last year" range both fit. */
export const MAX_CUSTOM_RANGE_DAYS = 366;

export const customRangeMessages = {
  datesRequired: 'Start and end dates are required',
  invalidDate: 'Dates must be real calendar dates (YYYY-MM-DD)',
  endBeforeStart: 'The end date must not be before the start date',
  tooLong: `A custom range can cover at most ${MAX_CUSTOM_RANGE_DAYS} days`,
} as const;

function isCalendarDate(date: string): boolean {
  try {
    // The zone module refuses anything that is not a real YYYY-MM-DD date, 2026-02-30 included.
    return addDays(date, 0) === date;
  } catch {
    return false;
  }
}

/**
 * Why a custom range cannot be used, as the message the form shows, or undefined when it can.
 * Forms and the API both check with this, so they agree on what is refused.
 */
export function customRangeProblem(startDate: string, endDate: string): string | undefined {
  if (!startDate || !endDate) return customRangeMessages.datesRequired;
  if (!isCalendarDate(startDate) || !isCalendarDate(endDate))
    return customRangeMessages.invalidDate;
  // YYYY-MM-DD texts sort as the dates do.
  if (endDate < startDate) return customRangeMessages.endBeforeStart;
  if (endDate > addDays(startDate, MAX_CUSTOM_RANGE_DAYS - 1)) return customRangeMessages.tooLong;
  return undefined;
}

/**
 * The instants of a custom range: from the start of `startDate` to the start of the day after
 * `endDate`, in `timeZone`. Throws a RangeError carrying `customRangeProblem`'s message when the
 * range is refused.
 */
export function customRange(startDate: string, endDate: string, timeZone: string): InstantRange {
  const problem = customRangeProblem(startDate, endDate);
  if (problem) throw new RangeError(problem);
  return {
    from: startOfLocalDate(startDate, timeZone),
    to: startOfLocalDate(addDays(endDate, 1), timeZone),
  };
}

/** The instants a period filter covers at `now`, on the owner's calendar in `timeZone`. */
export function periodRange(filter: PeriodFilter, now: Date, timeZone: string): InstantRange {
  switch (filter.kind) {
    case 'this-week':
      return weekRange(now, timeZone);
    case 'this-month':
      return monthRange(now, timeZone);
    case 'custom':
      return customRange(filter.startDate, filter.endDate, timeZone);
  }
}

/** True when `instant` falls in `range`: at or after its start and before its end. */
export function isInPeriod(instant: Date, range: InstantRange): boolean {
  const at = instant.getTime();
  return at >= range.from.getTime() && at < range.to.getTime();
}
