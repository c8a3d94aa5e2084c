import type { BusyMeeting, DayBusy } from '@domain/booking/day-schedule';
import { bookingLockKeys } from '../../keys/booking-lock';
import type { TableItem, TableKey } from '../../ports/table';

/**
 * How an owner's day lock is stored (`lambdas/keys/booking-lock.ts`): the version every meeting
 * write for the day moves, and the day's scheduled meetings as `busy` (meeting id → page and
 * time), rewritten under the same version condition.
 */
export interface BookingLockItem extends TableItem {
  version: number;
  /** Absent on locks written before the day kept its meetings (see `owner-schedule.ts`). */
  busy?: Record<string, BusyMeeting>;
}

/** A day's lock as read: version 0 for a day no meeting was ever written on. */
export interface DayLock {
  version: number;
  /** The day's meetings; undefined for a lock written before locks kept them. */
  busy: DayBusy | undefined;
}

export const lockKey = (sub: string, day: string): TableKey => bookingLockKeys.key({ sub, day });

/** The Query for an owner's locks of the days `first` … `last` (YYYY-MM-DD, both included). */
export function locksQuery(sub: string, first: string, last: string) {
  return {
    pk: bookingLockKeys.pk.format({ sub }),
    sk: {
      between: [
        bookingLockKeys.sk.format({ day: first }),
        bookingLockKeys.sk.format({ day: last }),
      ],
    } as { between: [string, string] },
  };
}

/** The day a stored lock is for, with what it holds. */
export function fromLockItem(item: TableItem): { day: string; lock: DayLock } | undefined {
  const day = bookingLockKeys.parse(item)?.day;
  if (!day) return undefined;
  const { version, busy } = item as Partial<BookingLockItem>;
  return {
    day,
    lock: {
      version: typeof version === 'number' ? version : 0,
      busy: busy && typeof busy === 'object' ? busy : undefined,
    },
  };
}
