import { addDays, localDateOf } from '../time/zoned';
import { carryCapMinutes, monthlyMinutes } from './terms';
import { termsOn, type SignedTerms } from './terms-history';

/**
 * A retainer's budget, month by month (docs/decisions.md, "A retainer's budget"). Months are the
 * engagement's calendar months in its time zone. Pure: the letters, the month's counted time and
 * the zone are arguments; nothing here reads a clock.
 */

/** `YYYY-MM` of an instant on the engagement's calendar. */
export const monthOf = (instant: Date, timeZone: string): string =>
  localDateOf(instant, timeZone).slice(0, 7);

/** The month after `month` (`YYYY-MM`). */
export function nextMonth(month: string): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return m === 12 ? `${year + 1}-01` : `${year}-${String(m + 1).padStart(2, '0')}`;
}

/** Every day (`YYYY-MM-DD`) of `month`. */
export function daysOf(month: string): string[] {
  const days: string[] = [];
  for (let day = `${month}-01`; day.startsWith(month); day = addDays(day, 1)) days.push(day);
  return days;
}

/** When the engagement runs: from its first day, to its last one (null: open-ended). */
export interface EngagementSpan {
  startDate: string;
  endDate: string | null;
}

/**
 * The minutes `month` agrees before any carried over: each day of it counts the monthly minutes
 * of the terms in effect that day, divided by the month's days, so a change order takes effect
 * on its date and a month the engagement only partly spans agrees its share. Null when no day of
 * the month is under a retainer (a fixed fee or time and materials agrees no hours).
 */
export function baseMinutesOf(
  month: string,
  letters: readonly SignedTerms[],
  span: EngagementSpan,
): number | null {
  const days = daysOf(month);
  let minutes = 0;
  let anyRetainer = false;
  for (const day of days) {
    if (day < span.startDate || (span.endDate !== null && day > span.endDate)) continue;
    const terms = termsOn(letters, day)?.terms;
    const perMonth = terms ? monthlyMinutes(terms.model) : null;
    if (perMonth === null) continue;
    anyRetainer = true;
    minutes += perMonth / days.length;
  }
  return anyRetainer ? Math.round(minutes) : null;
}

/**
 * The minutes a month may carry into the next: the cap of the terms in effect on its last day
 * (the engagement's last day, if it ends within the month).
 */
export function carryCapOf(
  month: string,
  letters: readonly SignedTerms[],
  span: EngagementSpan,
): number {
  const last = daysOf(month).at(-1)!;
  const day = span.endDate !== null && span.endDate < last ? span.endDate : last;
  const terms = termsOn(letters, day)?.terms;
  return terms ? carryCapMinutes(terms.rollover) : 0;
}

/** One month as the budget reads it, months given in order, each the one after the last. */
export interface MonthUse {
  month: string;
  /** `baseMinutesOf` the month. */
  baseMinutes: number | null;
  /** `carryCapOf` the month. */
  carryCapMinutes: number;
  /** The month's counted time (`usedMinutesIn`). */
  usedMinutes: number;
}

export interface MonthBudget {
  month: string;
  baseMinutes: number | null;
  /** Unused minutes of the month before, within its cap; they expire at this month's end. */
  carriedMinutes: number;
  /** Base plus carried; null when the month agrees no hours. */
  agreedMinutes: number | null;
  usedMinutes: number;
  /** Agreed minus used, never below zero; null when no hours are agreed. */
  remainingMinutes: number | null;
  /** Used beyond agreed: billed only if the client approves it. 0 when no hours are agreed. */
  overageMinutes: number;
}

/**
 * Each month's budget. A month's use takes its carried minutes first (they expire first), then
 * its own; what is left of its own, up to its cap, is carried into the next month and no
 * further. A month without agreed hours neither carries nor receives.
 */
export function monthBudgets(months: readonly MonthUse[]): MonthBudget[] {
  const budgets: MonthBudget[] = [];
  let carryOut = 0;
  for (const [i, use] of months.entries()) {
    const previous = months[i - 1];
    const follows = previous !== undefined && nextMonth(previous.month) === use.month;
    const carried = follows && use.baseMinutes !== null ? carryOut : 0;
    const agreed = use.baseMinutes === null ? null : use.baseMinutes + carried;
    budgets.push({
      month: use.month,
      baseMinutes: use.baseMinutes,
      carriedMinutes: carried,
      agreedMinutes: agreed,
      usedMinutes: use.usedMinutes,
      remainingMinutes: agreed === null ? null : Math.max(0, agreed - use.usedMinutes),
      overageMinutes: agreed === null ? 0 : Math.max(0, use.usedMinutes - agreed),
    });
    const ownUsed = Math.max(0, use.usedMinutes - carried);
    carryOut =
      use.baseMinutes === null
        ? 0
        : Math.min(use.carryCapMinutes, Math.max(0, use.baseMinutes - ownUsed));
  }
  return budgets;
}

/** A piece of counted time: a meeting (start to end) or a time entry (its start, its minutes). */
export interface CountedTime {
  startTime: string;
  minutes: number;
}

/**
 * The minutes of `month` used: every counted meeting and entry that starts in it, by the same
 * rule as the timesheets' totals (the caller passes only what counts: scheduled meetings booked
 * or added by hand, the engagement's entries).
 */
export function usedMinutesIn(
  items: readonly CountedTime[],
  month: string,
  timeZone: string,
): number {
  let used = 0;
  for (const item of items) {
    if (monthOf(new Date(item.startTime), timeZone) === month) used += item.minutes;
  }
  return used;
}

/** The burn levels at which the consultant and the client's approver are mailed, once each. */
export const BURN_ALERTS = [75, 90, 100] as const;
export type BurnAlert = (typeof BURN_ALERTS)[number];

/** Percent of the agreed minutes used, rounded down; null when none are agreed. */
export function burnPercent(agreedMinutes: number | null, usedMinutes: number): number | null {
  if (agreedMinutes === null || agreedMinutes <= 0) return null;
  return Math.floor((usedMinutes * 100) / agreedMinutes);
}

/** The alerts the month's use has reached and that were not sent yet, lowest first. */
export function alertsDue(
  agreedMinutes: number | null,
  usedMinutes: number,
  sent: readonly number[],
): BurnAlert[] {
  if (agreedMinutes === null || agreedMinutes <= 0) return [];
  return BURN_ALERTS.filter(
    (level) => usedMinutes * 100 >= level * agreedMinutes && !sent.includes(level),
  );
}

/** A piece of time with the part of it inside the month's budget and the part beyond. */
export type SplitTime<T> = T & { withinMinutes: number; overageMinutes: number };

/**
 * Splits a month's counted time, in the order it was worked, at the budget: the pieces up to the
 * agreed minutes are within it, the rest is overage; the piece that crosses it is split in two.
 */
export function splitAtBudget<T extends { minutes: number }>(
  items: readonly T[],
  agreedMinutes: number,
): Array<SplitTime<T>> {
  let left = Math.max(0, agreedMinutes);
  return items.map((item) => {
    const within = Math.min(item.minutes, left);
    left -= within;
    return { ...item, withinMinutes: within, overageMinutes: item.minutes - within };
  });
}

/** Only time on the engagement's own days (its first to its last, on its calendar) counts. */
export function withinSpan<T extends CountedTime>(
  items: readonly T[],
  span: EngagementSpan,
  timeZone: string,
): T[] {
  return items.filter((item) => {
    const day = localDateOf(new Date(item.startTime), timeZone);
    return day >= span.startDate && (span.endDate === null || day <= span.endDate);
  });
}

/** Every month from `first` to `last` (`YYYY-MM`), in order; none when `last` is before `first`. */
export function monthsFrom(first: string, last: string): string[] {
  const months: string[] = [];
  for (let month = first; month <= last; month = nextMonth(month)) months.push(month);
  return months;
}

/**
 * `month`'s budget from the signed letters and all the time counted since the engagement began
 * (a month's carry depends on the month before, and so back to the first): the month of the
 * engagement's start through `month`, each by `monthBudgets`. Undefined before the first month.
 */
export function budgetOfMonth(input: {
  month: string;
  letters: readonly SignedTerms[];
  span: EngagementSpan;
  timeZone: string;
  items: readonly CountedTime[];
}): MonthBudget | undefined {
  const counted = withinSpan(input.items, input.span, input.timeZone);
  const uses = monthsFrom(input.span.startDate.slice(0, 7), input.month).map((month) => ({
    month,
    baseMinutes: baseMinutesOf(month, input.letters, input.span),
    carryCapMinutes: carryCapOf(month, input.letters, input.span),
    usedMinutes: usedMinutesIn(counted, month, input.timeZone),
  }));
  return monthBudgets(uses).at(-1);
}
