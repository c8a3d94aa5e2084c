import type { TEntryStatus } from '@contracts/timesheets/entry';
import { lineAmount, type TimedEntry, type TimesheetTotals } from './totals';
import { isUnratedDraft } from './unrated';

/**
 * A timesheet's totals kept per day (docs/data-model.md, "Timesheet day sums"): each entry
 * write adds its change to the sums of the day its entry starts on, in the page's zone, so a
 * period's totals are the sum of its days however many entries it holds. Every figure is a plain
 * sum of the entries' own figures, line amounts included (each already rounded to the penny), so
 * the days add up to exactly what `timesheet()` computes from the entries themselves. Pure: the
 * day of an entry is the caller's to work out.
 */

export const SUM_FIELDS = [
  'entries',
  'entryMinutes',
  'billableMinutes',
  'billableAmountPence',
  'draft',
  'submitted',
  'approved',
  /** Billable drafts with no rate (`unrated.ts`): what the Submit dialog warns of. */
  'unratedDrafts',
] as const;
export type SumField = (typeof SUM_FIELDS)[number];

/**
 * What a day (or a period) of entries adds up to: counts, minutes, pence, counts by status, and
 * the count of billable drafts without a rate.
 */
export type EntrySums = Record<SumField, number>;

export const NO_SUMS: EntrySums = Object.freeze(
  Object.fromEntries(SUM_FIELDS.map((f) => [f, 0])) as EntrySums,
);

/** An entry as the sums count it. */
export interface SummedEntry extends TimedEntry {
  startTime: string;
  status: TEntryStatus;
}

/** What one entry adds to its day. */
export function sumsOf(entry: SummedEntry): EntrySums {
  return {
    ...NO_SUMS,
    entries: 1,
    entryMinutes: entry.durationMinutes,
    billableMinutes: entry.billable ? entry.durationMinutes : 0,
    billableAmountPence: lineAmount(entry) ?? 0,
    [entry.status]: 1,
    unratedDrafts: isUnratedDraft(entry) ? 1 : 0,
  };
}

/** The field-by-field sum of some sums. */
export function addSums(all: Iterable<Partial<EntrySums>>): EntrySums {
  const total = { ...NO_SUMS };
  for (const sums of all) for (const f of SUM_FIELDS) total[f] += sums[f] ?? 0;
  return total;
}

/** One entry's write: as it was (absent for a new entry) and as it will be (absent: deleted). */
export interface EntryWrite {
  before?: SummedEntry | undefined;
  after?: SummedEntry | undefined;
}

/**
 * What some entry writes add to each day: each `before` leaves its day, each `after` enters its
 * own. Only the days and fields that change are named, so an edit that changes nothing counted
 * adds nothing.
 */
export function sumsChange(
  dayOf: (startTime: string) => string,
  writes: Iterable<EntryWrite>,
): Map<string, Partial<EntrySums>> {
  const byDay = new Map<string, EntrySums>();
  const add = (entry: SummedEntry | undefined, sign: 1 | -1) => {
    if (!entry) return;
    const day = dayOf(entry.startTime);
    const sums = sumsOf(entry);
    const into = byDay.get(day) ?? { ...NO_SUMS };
    for (const f of SUM_FIELDS) into[f] += sign * sums[f];
    byDay.set(day, into);
  };
  for (const { before, after } of writes) {
    add(before, -1);
    add(after, 1);
  }
  const changes = new Map<string, Partial<EntrySums>>();
  for (const [day, sums] of byDay) {
    const changed = SUM_FIELDS.filter((f) => sums[f] !== 0);
    if (changed.length > 0) changes.set(day, Object.fromEntries(changed.map((f) => [f, sums[f]])));
  }
  return changes;
}

/** What a period's meetings add up to: all their minutes, and those of the billed ones. */
export interface MeetingSums {
  meetingMinutes: number;
  billableMinutes: number;
  billableAmountPence: number;
}

/** What some meetings' lines (`meetingLine`) add up to. */
export function meetingSumsOf(
  lines: readonly { durationMinutes: number; billable: boolean; amountPence: number | null }[],
): MeetingSums {
  const sums = { meetingMinutes: 0, billableMinutes: 0, billableAmountPence: 0 };
  for (const line of lines) {
    sums.meetingMinutes += line.durationMinutes;
    if (!line.billable) continue;
    sums.billableMinutes += line.durationMinutes;
    sums.billableAmountPence += line.amountPence ?? 0;
  }
  return sums;
}

/**
 * A period's totals from its meetings' sums (or their minutes, none billed) and its entries'
 * sums, as `timesheet()` has them.
 */
export function totalsOf(meetings: number | MeetingSums, sums: EntrySums): TimesheetTotals {
  const m =
    typeof meetings === 'number'
      ? { meetingMinutes: meetings, billableMinutes: 0, billableAmountPence: 0 }
      : meetings;
  return {
    meetingMinutes: m.meetingMinutes,
    entryMinutes: sums.entryMinutes,
    totalMinutes: m.meetingMinutes + sums.entryMinutes,
    billableMinutes: m.billableMinutes + sums.billableMinutes,
    billableAmountPence: m.billableAmountPence + sums.billableAmountPence,
  };
}

/** How many entries of the period are in each status, from its sums. */
export const statusCountsOf = (sums: EntrySums): Record<TEntryStatus, number> => ({
  draft: sums.draft,
  submitted: sums.submitted,
  approved: sums.approved,
});
