import { timesheetEntryKeys } from '../../keys/timesheet-entry';
import type { Table } from '../../ports/table';

/**
 * Whether time has been logged on the page: then its currency stays, so every amount of the page
 * is in one currency and every total is a plain sum. One Query of at most one entry's key.
 */
export async function currencyLocked(
  table: Pick<Table, 'query'>,
  bookingPageId: string,
): Promise<boolean> {
  const { items } = await table.query({
    ...timesheetEntryKeys.inPartition({ bookingPageId }),
    limit: 1,
    projection: ['PK'],
    consistent: true,
  });
  return items.length > 0;
}
