import { calendarMessages } from '@contracts/booking/calendar';
import { notFound } from '../../errors';
import type { Table } from '../../ports/table';
import { calendarKey, type CalendarItem } from './calendar-item';

/**
 * The caller's booking page, read strongly consistently. Another owner's page answers exactly
 * like a missing one (404), so ids of other people's pages cannot be probed.
 */
export async function ownedCalendar(
  table: Pick<Table, 'get'>,
  id: string,
  sub: string,
): Promise<CalendarItem> {
  const item = await table.get<CalendarItem>(calendarKey(id), { consistent: true });
  if (!item || item.userId !== sub) throw notFound(calendarMessages.notFound);
  return item;
}
