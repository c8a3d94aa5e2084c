import { calendarMessages } from '@contracts/booking/calendar';
import { notFound } from '../../errors';
import { calendarKeys } from '../../keys/calendar';
import { MAX_TRANSACTION_OPS, type Table, type TableKey } from '../../ports/table';
import { calendarKey, slugClaimKey } from './calendar-item';
import { ownedCalendar } from './owned-calendar';
import { calendarRefKey } from './owner-schedule';

/**
 * Deletes a booking page. The page and its slug claim go together, so the public link dies at
 * once and the slug is free again; then the rest of its partition (connections, meetings) is
 * removed a page at a time. Should that second step stop midway, what is left can no longer be
 * reached by anyone: every read starts from the page item.
 */
export async function deleteCalendar(
  deps: { table: Pick<Table, 'get' | 'transaction' | 'queryPages'> },
  input: { id: string; sub: string },
): Promise<void> {
  const calendar = await ownedCalendar(deps.table, input.id, input.sub);
  await deps.table
    .transaction()
    .delete(calendarKey(calendar.id), notFound(calendarMessages.notFound))
    .deleteIfAny(slugClaimKey(calendar.slug))
    .deleteIfAny(calendarRefKey(input.sub, calendar.id))
    .commit();
  const { pk } = calendarKeys.inPartition({ id: calendar.id });
  for await (const page of deps.table.queryPages<TableKey & Record<string, unknown>>({
    pk,
    projection: ['PK', 'SK'],
  })) {
    for (let i = 0; i < page.length; i += MAX_TRANSACTION_OPS) {
      const tx = deps.table.transaction();
      for (const key of page.slice(i, i + MAX_TRANSACTION_OPS))
        tx.deleteIfAny({ PK: key.PK, SK: key.SK });
      await tx.commit();
    }
  }
}
