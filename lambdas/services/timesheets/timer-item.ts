import type { TRunningTimer } from '@contracts/timesheets/timer';
import { runningTimerKeys, timerRegistryKeys } from '../../keys/timer';
import type { TableItem, TableKey, TableQuery } from '../../ports/table';

/** How a running timer is stored (keys: `lambdas/keys/timer.ts`). */
export interface TimerFields {
  sub: string;
  bookingPageId: string;
  /** The page's name when the timer started, for "A timer is running on …". */
  bookingPageName: string;
  /** ISO in UTC. */
  startedAt: string;
  description: string;
  /** The workstream the time is for (`checkedWorkstream`); absent: none. */
  workstreamId?: string;
}

export type TimerItem = TableItem & TimerFields;

/** The registry's entry of a timer: who runs it, found by its start. */
export type TimerRegistryItem = TableItem & Pick<TimerFields, 'sub' | 'startedAt'>;

export const timerKey = (sub: string): TableKey => runningTimerKeys.key({ sub });

export const timerRegistryKey = (t: Pick<TimerFields, 'sub' | 'startedAt'>): TableKey =>
  timerRegistryKeys.key({ startedAt: t.startedAt, sub: t.sub });

export const toTimerItem = (fields: TimerFields): TimerItem => ({
  ...fields,
  ...timerKey(fields.sub),
});

export const toTimerRegistryItem = (fields: TimerFields): TimerRegistryItem => ({
  ...timerRegistryKey(fields),
  sub: fields.sub,
  startedAt: fields.startedAt,
});

/** Whether a stored item is a running timer (and so has its registry entry). */
export const isTimerItem = (item: TableItem): item is TimerItem =>
  runningTimerKeys.parse(item) !== undefined &&
  typeof item.sub === 'string' &&
  typeof item.startedAt === 'string';

export function fromTimerItem(item: TableItem): TRunningTimer {
  const t = item as Partial<TimerItem>;
  return {
    bookingPageId: String(t.bookingPageId),
    bookingPageName: String(t.bookingPageName ?? ''),
    startedAt: String(t.startedAt),
    description: String(t.description ?? ''),
    workstreamId: typeof t.workstreamId === 'string' ? t.workstreamId : null,
  };
}

/**
 * The Query for the registry's timers started at or before `startedBy`, oldest first. Sort keys
 * are `<ISO start>#<sub>`, and `#` sorts before every digit, so the bound one millisecond later
 * takes in the timers started at `startedBy` itself.
 */
export function timersStartedByQuery(startedBy: Date, limit: number): TableQuery {
  return {
    pk: timerRegistryKeys.pk.format({}),
    sk: { lt: new Date(startedBy.getTime() + 1).toISOString() },
    ascending: true,
    limit,
    consistent: true,
  };
}
