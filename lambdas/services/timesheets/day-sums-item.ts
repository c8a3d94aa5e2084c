import {
  addSums,
  SUM_FIELDS,
  sumsChange,
  type EntrySums,
  type EntryWrite,
} from '@domain/timesheets/day-sums';
import { localDateOf } from '@domain/time/zoned';
import { timesheetDayKeys } from '../../keys/timesheet-entry';
import type { Table, TableItem, TransactionBuilder } from '../../ports/table';

/** How a page's day sums are stored (keys: `lambdas/keys/timesheet-entry.ts`). */
export type DaySumsItem = TableItem & Partial<EntrySums>;

/** The page whose sums an entry write moves: the days are its own, in its zone. */
interface SummedPage {
  id: string;
  timeZone: string;
}

/** The day an entry counts on: the date its start shows in the page's zone. */
export const entryDay = (timeZone: string) => (startTime: string) =>
  localDateOf(new Date(startTime), timeZone);

/**
 * Adds entry writes' changes to the day sums in the writes' own transaction, so the sums never
 * disagree with the entries: one write per day that changes.
 */
export function countEntryWrites(
  tx: TransactionBuilder,
  page: SummedPage,
  writes: Iterable<EntryWrite>,
): void {
  for (const [day, change] of sumsChange(entryDay(page.timeZone), writes))
    tx.count(timesheetDayKeys.key({ bookingPageId: page.id, day }), change);
}

/** The sums of the page's days `first` … `last` (YYYY-MM-DD, both included): one short Query. */
export async function periodSums(
  table: Pick<Table, 'queryAll'>,
  bookingPageId: string,
  days: { first: string; last: string },
): Promise<EntrySums> {
  const items = await table.queryAll<DaySumsItem>({
    pk: timesheetDayKeys.pk.format({ bookingPageId }),
    sk: {
      between: [
        timesheetDayKeys.sk.format({ day: days.first }),
        timesheetDayKeys.sk.format({ day: days.last }),
      ],
    },
    consistent: true,
    projection: [...SUM_FIELDS],
  });
  return addSums(
    items.map((item) =>
      Object.fromEntries(SUM_FIELDS.map((f) => [f, typeof item[f] === 'number' ? item[f] : 0])),
    ),
  );
}
