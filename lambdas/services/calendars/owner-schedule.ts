import type { Interval } from '@domain/booking/slots';
import { bookingLockKeys } from '../../keys/booking-lock';
import { calendarRefKeys } from '../../keys/calendar-ref';
import type { Table, TableItem, TransactionBuilder } from '../../ports/table';
import { isAppError, type AppError } from '../../errors';
import { MEETING_LOOKBACK_MS, meetingsQuery, type MeetingItem } from './meeting-item';

/**
 * An owner's schedule across all their booking pages: one person cannot be in two meetings, so
 * every page of an owner is busy when any of them is (docs/data-model.md, "No double booking").
 */

export const calendarRefKey = (sub: string, id: string) => calendarRefKeys.key({ sub, id });

/** The versions of an owner's day locks, as read before the meetings they guard. */
export interface LockRead {
  sub: string;
  versions: ReadonlyMap<string, number>;
}

const DAY_MS = 86_400_000;

/** The UTC days (YYYY-MM-DD) that [from, to) touches. */
export function daysOf(from: Date, to: Date): string[] {
  const days: string[] = [];
  const last = Math.max(from.getTime(), to.getTime() - 1);
  for (let t = Math.floor(from.getTime() / DAY_MS) * DAY_MS; t <= last; t += DAY_MS)
    days.push(new Date(t).toISOString().slice(0, 10));
  return days;
}

/**
 * The owner's lock versions for the days of a period, strongly consistent (0 for a day nobody
 * booked yet). Read them before the meetings: a meeting written after this read moves a version.
 */
export async function readLocks(
  table: Pick<Table, 'get'>,
  sub: string,
  period: { from: Date; to: Date },
): Promise<LockRead> {
  const days = daysOf(period.from, period.to);
  const items = await Promise.all(
    days.map((day) => table.get(bookingLockKeys.key({ sub, day }), { consistent: true })),
  );
  return {
    sub,
    versions: new Map(
      days.map((day, i) => {
        const version = items[i]?.version;
        return [day, typeof version === 'number' ? version : 0];
      }),
    ),
  };
}

/**
 * Adds the lock moves to a meeting's transaction: it commits only if no meeting was written for
 * those days since the versions were read; otherwise `moved` is the transaction's answer.
 */
export function moveLocks(
  tx: TransactionBuilder,
  read: LockRead,
  moved: AppError,
): TransactionBuilder {
  for (const [day, version] of read.versions) {
    const key = bookingLockKeys.key({ sub: read.sub, day });
    if (version === 0) tx.create({ ...key, version: 1 }, moved);
    else tx.update(key, { set: { version: version + 1 } }, moved, { version });
  }
  return tx;
}

/** The ids of the owner's booking pages, strongly consistent (read after the lock). */
export async function ownerCalendarIds(
  table: Pick<Table, 'queryAll'>,
  sub: string,
): Promise<string[]> {
  const { pk, sk } = calendarRefKeys.inPartition({ sub });
  const refs = await table.queryAll({ pk, sk, consistent: true, projection: ['PK', 'SK'] });
  return refs.flatMap((ref) => calendarRefKeys.parse(ref)?.id ?? []);
}

/**
 * The scheduled meetings of the given calendars that overlap [from, to), as busy intervals.
 * `consistent` for a check that decides a write; a page of free times may read eventually.
 */
export async function busyIntervals(
  table: Pick<Table, 'queryAll'>,
  calendarIds: readonly string[],
  period: { from: Date; to: Date },
  consistent: boolean,
): Promise<Interval[]> {
  const pages = await Promise.all(
    calendarIds.map((id) =>
      table.queryAll<TableItem>({
        ...meetingsQuery(id, period.from, period.to, MEETING_LOOKBACK_MS),
        consistent,
        projection: ['startTime', 'endTime', 'status'],
      }),
    ),
  );
  const from = period.from.toISOString();
  const to = period.to.toISOString();
  return pages
    .flat()
    .map((item) => item as Partial<MeetingItem>)
    .filter((m) => m.status !== 'cancelled' && String(m.endTime) > from && String(m.startTime) < to)
    .map((m) => ({ start: String(m.startTime), end: String(m.endTime) }));
}

/** A lost race on the owner's lock, or a clash with a concurrent transaction: read and try again. */
export const lostRace = (error: unknown, moved: AppError): boolean =>
  error === moved || (isAppError(error) && error.retryable);

/** A short random wait before the next try, growing with each, so racing requests spread out. */
export const pauseBeforeRetry = (attempt: number) =>
  new Promise((resolve) =>
    setTimeout(resolve, Math.random() * Math.min(250, 5 * 2 ** Math.min(attempt, 6))),
  );
