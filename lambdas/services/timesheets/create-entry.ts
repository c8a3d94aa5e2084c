import {
  ratePenceOf,
  type TSaveTimeEntryParsed,
  type TTimeEntry,
} from '@contracts/timesheets/entry';
import { conflict, ID_TAKEN } from '../../errors';
import type { Clock } from '../../ports/clock';
import type { IdGenerator } from '../../ports/ids';
import type { Table } from '../../ports/table';
import { ownedCalendar } from '../calendars/owned-calendar';
import { countEntryWrites } from './day-sums-item';
import { fromEntryItem, toEntryItem, toEntryRef } from './entry-item';
import { entryTimes } from './entry-times';

/**
 * Logs time on one of the caller's booking pages (spec §5): the times are read in the page's
 * zone, the duration is computed here, and the entry starts as a draft. The entry, the ref that
 * finds it by id and its day's sums are written together.
 */
export async function createEntry(
  deps: { table: Pick<Table, 'get' | 'transaction'>; clock: Clock; ids: IdGenerator },
  input: { calendarId: string; sub: string; entry: TSaveTimeEntryParsed },
): Promise<TTimeEntry> {
  const calendar = await ownedCalendar(deps.table, input.calendarId, input.sub);
  const { start, end, durationMinutes } = entryTimes(input.entry, calendar.timeZone);
  const now = deps.clock.now().toISOString();
  const ratePence = ratePenceOf(input.entry.hourlyRate);
  const item = toEntryItem({
    id: deps.ids.newId(),
    calendarId: calendar.id,
    userId: input.sub,
    startTime: start.toISOString(),
    endTime: end.toISOString(),
    durationMinutes,
    description: input.entry.description,
    billable: input.entry.billable,
    ...(ratePence === null ? {} : { ratePence }),
    status: 'draft',
    statusHistory: [{ status: 'draft', at: now }],
    createdAt: now,
    updatedAt: now,
  });
  const created = fromEntryItem(item);
  const tx = deps.table
    .transaction()
    .create(item, conflict(ID_TAKEN))
    .create(toEntryRef(item), conflict(ID_TAKEN));
  countEntryWrites(tx, calendar, [{ after: created }]);
  await tx.commit();
  return created;
}
