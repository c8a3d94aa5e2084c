import { lineAmountPence } from './money';

/**
 * A timesheet period's lines and totals (spec §9), the one source the overview, the CSV and the
 * PDF all show. Each billable entry with a rate earns its own amount, rounded once to the penny;
 * the billable amount is the sum of those line amounts as shown, never recomputed from the
 * total minutes, so the lines always add up to the total on every page and in every file.
 * Total time is the meetings' minutes plus the entries' minutes. Pure: the period's meetings
 * and entries are arguments, already chosen and ordered by the caller; lines keep that order.
 */

/** Whole minutes from a meeting's start to its end (ISO instants), as it counts toward time. */
export const minutesBetween = (start: string, end: string): number =>
  Math.max(0, Math.round((Date.parse(end) - Date.parse(start)) / 60_000));

export interface TimedMeeting {
  /** Minutes between the meeting's start and end. */
  durationMinutes: number;
}

export interface TimedEntry {
  durationMinutes: number;
  billable: boolean;
  /** The hourly rate in pence (see `penceOfPounds`), or null when none was entered. */
  ratePence: number | null;
}

/** An entry as shown: the entry itself plus what it earns. */
export type TimesheetLine<E extends TimedEntry = TimedEntry> = E & {
  /** Pence earned; null when the entry is not billable or has no rate. */
  amountPence: number | null;
};

export interface TimesheetTotals {
  meetingMinutes: number;
  entryMinutes: number;
  /** Meetings plus entries (spec §9). */
  totalMinutes: number;
  /** Minutes of the entries marked billable, with a rate or not. */
  billableMinutes: number;
  /** The sum of the lines' amounts, in pence. */
  billableAmountPence: number;
}

export interface Timesheet<E extends TimedEntry = TimedEntry> {
  lines: TimesheetLine<E>[];
  totals: TimesheetTotals;
}

function requireMinutes(minutes: number): void {
  if (!Number.isSafeInteger(minutes) || minutes < 0) {
    throw new RangeError(`A duration must be a whole number of minutes, zero or more: ${minutes}`);
  }
}

/** Adds whole numbers, refusing a sum too large to stay exact. */
function sum(values: readonly number[]): number {
  const total = values.reduce((acc, value) => acc + value, 0);
  if (!Number.isSafeInteger(total)) throw new RangeError(`Too large a total: ${total}`);
  return total;
}

/**
 * What one entry earns, in pence: null unless it is billable and has a rate. A rate of zero
 * earns zero; a rate on an entry not marked billable earns nothing and shows no amount.
 */
export function lineAmount(entry: TimedEntry): number | null {
  requireMinutes(entry.durationMinutes);
  if (!entry.billable || entry.ratePence === null) return null;
  return lineAmountPence(entry.durationMinutes, entry.ratePence);
}

/** The period's lines, one per entry in the order given, and its totals. */
export function timesheet<E extends TimedEntry>(
  meetings: readonly TimedMeeting[],
  entries: readonly E[],
): Timesheet<E> {
  for (const meeting of meetings) requireMinutes(meeting.durationMinutes);
  const lines = entries.map((entry) => ({ ...entry, amountPence: lineAmount(entry) }));
  const meetingMinutes = sum(meetings.map((m) => m.durationMinutes));
  const entryMinutes = sum(entries.map((e) => e.durationMinutes));
  return {
    lines,
    totals: {
      meetingMinutes,
      entryMinutes,
      totalMinutes: sum([meetingMinutes, entryMinutes]),
      billableMinutes: sum(entries.filter((e) => e.billable).map((e) => e.durationMinutes)),
      billableAmountPence: sum(lines.map((line) => line.amountPence ?? 0)),
    },
  };
}
