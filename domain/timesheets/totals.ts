import { lineAmountPence } from './money';

/**
 * A timesheet period's lines and totals (spec §9), the one source the overview, the CSV and the
 * PDF all show. Each billable entry with a rate earns its own amount, rounded once to the penny;
 * the billable amount is the sum of those line amounts as shown, never recomputed from the
 * total minutes, so the lines always add up to the total on every page and in every file.
 * Total time is the meetings' minutes plus the entries' minutes. A meeting the page bills
 * (`billedMeeting`) is a billable line like an entry, at the page's rate, and counts in the
 * billable figures the same way. Pure: the period's meetings and entries are arguments, already
 * chosen and ordered by the caller; lines keep that order.
 */

/** Whole minutes from a meeting's start to its end (ISO instants), as it counts toward time. */
export const minutesBetween = (start: string, end: string): number =>
  Math.max(0, Math.round((Date.parse(end) - Date.parse(start)) / 60_000));

export interface TimedMeeting {
  /** Minutes between the meeting's start and end. */
  durationMinutes: number;
  /** True when the page bills its meetings at a rate (`billedMeeting`); absent: not billed. */
  billable?: boolean | undefined;
  /** The page's hourly rate in pence the meeting is billed at; absent or null: none. */
  ratePence?: number | null | undefined;
}

/** A meeting as shown: the meeting itself plus what it earns (null: not billed). */
export type MeetingLine<M extends TimedMeeting = TimedMeeting> = M & {
  billable: boolean;
  ratePence: number | null;
  amountPence: number | null;
};

/** Whether a page bills its meetings, and at which hourly rate (its default rate, in pence). */
export interface MeetingBilling {
  meetingsBillable: boolean;
  ratePence: number | null;
}

/**
 * A meeting as the page bills it: billable at the page's rate when the page bills meetings and
 * has a rate; otherwise it counts toward total time only, as it always did. A page without a
 * rate has nothing to bill a meeting at, so its meetings are not billable rather than "no rate".
 */
export function billedMeeting<M extends { durationMinutes: number }>(
  meeting: M,
  billing: MeetingBilling,
): M & { billable: boolean; ratePence: number | null } {
  const billable = billing.meetingsBillable && billing.ratePence !== null;
  return { ...meeting, billable, ratePence: billable ? billing.ratePence : null };
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
  /** Minutes of the billable lines (entries marked billable, with a rate or not; billed meetings). */
  billableMinutes: number;
  /** The sum of the lines' amounts, in pence. */
  billableAmountPence: number;
}

export interface Timesheet<
  E extends TimedEntry = TimedEntry,
  M extends TimedMeeting = TimedMeeting,
> {
  lines: TimesheetLine<E>[];
  /** The meetings in the order given, each with what it earns. */
  meetings: MeetingLine<M>[];
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

/** A meeting's line: billable only when marked so, with what it earns at its rate. */
export function meetingLine<M extends TimedMeeting>(meeting: M): MeetingLine<M> {
  const billable = meeting.billable === true;
  const ratePence = billable ? (meeting.ratePence ?? null) : null;
  return {
    ...meeting,
    billable,
    ratePence,
    amountPence: lineAmount({ durationMinutes: meeting.durationMinutes, billable, ratePence }),
  };
}

/** The period's lines, one per entry in the order given, its meetings' lines, and its totals. */
export function timesheet<E extends TimedEntry, M extends TimedMeeting = TimedMeeting>(
  meetings: readonly M[],
  entries: readonly E[],
): Timesheet<E, M> {
  const meetingLines = meetings.map(meetingLine);
  const lines = entries.map((entry) => ({ ...entry, amountPence: lineAmount(entry) }));
  const meetingMinutes = sum(meetings.map((m) => m.durationMinutes));
  const entryMinutes = sum(entries.map((e) => e.durationMinutes));
  const billed = [...meetingLines, ...lines].filter((line) => line.billable);
  return {
    lines,
    meetings: meetingLines,
    totals: {
      meetingMinutes,
      entryMinutes,
      totalMinutes: sum([meetingMinutes, entryMinutes]),
      billableMinutes: sum(billed.map((line) => line.durationMinutes)),
      billableAmountPence: sum(billed.map((line) => line.amountPence ?? 0)),
    },
  };
}
