import {
  applyChange,
  busyIntervals,
  daysOf,
  MAX_MEETINGS_PER_DAY,
  touchesDay,
  type BusyMeeting,
  type DayBusy,
  type ScheduleChange,
} from '@domain/booking/day-schedule';
import { ownerDatesAround, type DateOverride, type Interval } from '@domain/booking/slots';
import { addDays, dateAsIfUtc } from '@domain/time/zoned';
import { bookingPageRefKeys } from '../../keys/booking-page-ref';
import { dateOverridesQuery, fromDateOverrideItem, toSlotOverride } from './date-override-item';
import type { Table, TransactionBuilder } from '../../ports/table';
import { conflict, isAppError, type AppError } from '../../errors';
import { fromLockItem, lockKey, locksQuery, type DayLock } from './booking-lock-item';
import { MEETING_LOOKBACK_MS, meetingsQuery, type MeetingItem } from './meeting-item';

/**
 * An owner's schedule across all their booking pages: one person cannot be in two meetings, so
 * every page of an owner is busy when any of them is (docs/data-model.md, "No double booking").
 * Each UTC day's lock holds the day's meetings, so what a booking or a page of free times reads
 * does not grow with the number of pages.
 */

export const bookingPageRefKey = (sub: string, id: string) => bookingPageRefKeys.key({ sub, id });

/** The owner's day locks as read: each day asked for, its version and all its meetings. */
export interface LockRead {
  sub: string;
  days: ReadonlyMap<string, { version: number; busy: DayBusy }>;
}

const DAY_FULL = conflict(
  `That day already holds ${MAX_MEETINGS_PER_DAY} meetings, the most a day can hold. Please remove some first.`,
);

/**
 * The owner's locks of the days a period touches: one Query. Strongly consistent for a check
 * that decides a write; a page of free times may read eventually.
 */
export const readLocks = (
  table: Pick<Table, 'queryAll'>,
  sub: string,
  period: { from: Date; to: Date },
  consistent = true,
): Promise<LockRead> => readDayLocks(table, sub, daysOf(period.from, period.to), consistent);

/** The owner's locks of the given days: one Query per run of consecutive days. */
export async function readDayLocks(
  table: Pick<Table, 'queryAll'>,
  sub: string,
  days: readonly string[],
  consistent = true,
): Promise<LockRead> {
  const runs = await Promise.all(
    runsOf(days).map(([first, last]) =>
      table.queryAll({ ...locksQuery(sub, first, last), consistent }),
    ),
  );
  const found = new Map<string, DayLock>();
  for (const item of runs.flat()) {
    const read = fromLockItem(item);
    if (read) found.set(read.day, read.lock);
  }
  // A day nobody wrote a meeting on has no lock, and no meetings: every meeting write moves it.
  const lockOf = (day: string): DayLock => found.get(day) ?? { version: 0, busy: {} };
  const legacy = days.filter((day) => lockOf(day).busy === undefined);
  const filled = legacy.length ? await meetingsOfDays(table, sub, legacy, consistent) : undefined;
  return {
    sub,
    days: new Map(
      days.map((day) => {
        const { version, busy } = lockOf(day);
        return [day, { version, busy: busy ?? filled?.get(day) ?? {} }];
      }),
    ),
  };
}

/**
 * An owner's schedule around a period: the day locks and the ids of the pages still there, at
 * once. The ids only leave out meetings of deleted pages, and a page created meanwhile has none
 * in these locks (a meeting written on it moves them, which a write's condition catches).
 */
export const readOwnerSchedule = (
  table: Pick<Table, 'queryAll'>,
  sub: string,
  around: { from: Date; to: Date },
  consistent = true,
): Promise<[LockRead, string[]]> =>
  Promise.all([readLocks(table, sub, around, consistent), ownerBookingPageIds(table, sub)]);

/**
 * A page's date overrides that can change its free times in a period: one Query of the page's
 * partition by date, over the period's dates on the page's calendar and one either side.
 * Strongly consistent for a check that decides a write.
 */
export async function readDateOverrides(
  table: Pick<Table, 'queryAll'>,
  bookingPage: { id: string; timeZone: string },
  period: { from: Date; to: Date },
  consistent = true,
): Promise<DateOverride[]> {
  const items = await table.queryAll({
    ...dateOverridesQuery(bookingPage.id, ownerDatesAround(period, bookingPage.timeZone)),
    consistent,
  });
  return items.flatMap((item) => {
    const override = fromDateOverrideItem(item);
    return override ? [toSlotOverride(override)] : [];
  });
}

/** Both reads as one, for a write that touches the days of two times (a moved meeting). */
export function mergeLocks(a: LockRead, b: LockRead): LockRead {
  return { sub: a.sub, days: new Map([...b.days, ...a.days]) };
}

/**
 * Adds the lock moves to a meeting's transaction, each day with its meetings after `change`: it
 * commits only if no meeting was written for those days since they were read; otherwise `moved`
 * is the transaction's answer. A day that would hold too many meetings refuses the change.
 */
export function moveLocks(
  tx: TransactionBuilder,
  read: LockRead,
  moved: AppError,
  change: ScheduleChange = {},
): TransactionBuilder {
  for (const [day, { version, busy }] of read.days) {
    const next = applyChange(busy, day, change);
    const count = Object.keys(next).length;
    if (count > MAX_MEETINGS_PER_DAY && count > Object.keys(busy).length) throw DAY_FULL;
    const key = lockKey(read.sub, day);
    if (version === 0) tx.create({ ...key, version: 1, busy: next }, moved);
    else tx.update(key, { set: { version: version + 1, busy: next } }, moved, { version });
  }
  return tx;
}

/** A meeting as the busy time its days hold. */
export const busyMeeting = (m: {
  id: string;
  bookingPageId: string;
  startTime: string;
  endTime: string;
}): BusyMeeting & { id: string } => ({
  id: m.id,
  bookingPageId: m.bookingPageId,
  start: m.startTime,
  end: m.endTime,
});

/** The busy intervals of the read days that overlap the period, on the owner's current pages. */
export const busyOf = (
  read: LockRead,
  period: { from: Date; to: Date },
  pageIds: readonly string[],
): Interval[] =>
  busyIntervals(
    [...read.days.values()].map((d) => d.busy),
    period,
    pageIds,
  );

/** The ids of the owner's booking pages, strongly consistent: one Query, ids only. */
export async function ownerBookingPageIds(
  table: Pick<Table, 'queryAll'>,
  sub: string,
): Promise<string[]> {
  const { pk, sk } = bookingPageRefKeys.inPartition({ sub });
  const refs = await table.queryAll({ pk, sk, consistent: true, projection: ['PK', 'SK'] });
  return refs.flatMap((ref) => bookingPageRefKeys.parse(ref)?.id ?? []);
}

/**
 * The meetings of days whose lock was written before locks kept them, read the old way: one
 * Query per page over those days. Only such days pay this, and a write on one stores what was
 * read, so each pays it until its next meeting write.
 */
async function meetingsOfDays(
  table: Pick<Table, 'queryAll'>,
  sub: string,
  days: readonly string[],
  consistent: boolean,
): Promise<Map<string, DayBusy>> {
  const sorted = [...days].sort();
  const from = new Date(dateAsIfUtc(sorted[0]!));
  const to = new Date(dateAsIfUtc(addDays(sorted.at(-1)!, 1)));
  const pages = await Promise.all(
    (await ownerBookingPageIds(table, sub)).map((id) =>
      table.queryAll<Partial<MeetingItem>>({
        ...meetingsQuery(id, from, to, MEETING_LOOKBACK_MS),
        consistent,
        projection: ['id', 'bookingPageId', 'startTime', 'endTime', 'status'],
      }),
    ),
  );
  const meetings = pages
    .flat()
    .filter((m) => m.status !== 'cancelled')
    .map((m) => ({
      id: String(m.id),
      bookingPageId: String(m.bookingPageId),
      start: String(m.startTime),
      end: String(m.endTime),
    }));
  return new Map(
    days.map((day) => [
      day,
      Object.fromEntries(meetings.filter((m) => touchesDay(m, day)).map(({ id, ...m }) => [id, m])),
    ]),
  );
}

/** Consecutive days (ascending, each once) as [first, last] runs. */
function runsOf(days: readonly string[]): Array<[string, string]> {
  const sorted = [...new Set(days)].sort();
  const runs: Array<[string, string]> = [];
  for (const day of sorted) {
    const run = runs.at(-1);
    if (run && addDays(run[1], 1) === day) run[1] = day;
    else runs.push([day, day]);
  }
  return runs;
}

/** A lost race on the owner's lock, or a clash with a concurrent transaction: read and try again. */
export const lostRace = (error: unknown, moved: AppError): boolean =>
  error === moved || (isAppError(error) && error.retryable);

/** A short random wait before the next try, growing with each, so racing requests spread out. */
export const pauseBeforeRetry = (attempt: number) =>
  new Promise((resolve) =>
    setTimeout(resolve, Math.random() * Math.min(250, 5 * 2 ** Math.min(attempt, 6))),
  );
