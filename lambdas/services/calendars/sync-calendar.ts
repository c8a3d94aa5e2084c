import { calendarMessages } from '@contracts/booking/calendar';
import type { TSyncResult } from '@contracts/booking/connection';
import type { Clock } from '../../ports/clock';
import type { Table } from '../../ports/table';
import { calendarKey } from './calendar-item';
import { ownedCalendar } from './owned-calendar';

/**
 * Sync Now: records when the page was last synced. Local calendars live here already, so they
 * have nothing to import; provider calendars import their events when they are connected.
 */
export async function syncCalendar(
  deps: { table: Pick<Table, 'get' | 'updateExisting'>; clock: Clock },
  input: { calendarId: string; sub: string },
): Promise<TSyncResult> {
  const calendar = await ownedCalendar(deps.table, input.calendarId, input.sub);
  const lastSyncedAt = deps.clock.now().toISOString();
  await deps.table.updateExisting(
    calendarKey(calendar.id),
    { set: { lastSyncedAt } },
    { notFound: calendarMessages.notFound },
  );
  return { lastSyncedAt, created: 0, updated: 0, removed: 0 };
}
