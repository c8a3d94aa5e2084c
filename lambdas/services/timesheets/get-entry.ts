import type { TTimeEntryDetail } from '@contracts/timesheets/entry';
import type { Table } from '../../ports/table';
import { fromEntryItem } from './entry-item';
import { localInputOf } from './entry-times';
import { ownedEntry } from './owned-entry';

/** One entry for the edit form: with its times as the owner's calendar shows them. */
export async function getEntry(
  deps: { table: Pick<Table, 'get'> },
  input: { bookingPageId: string; entryId: string; sub: string },
): Promise<TTimeEntryDetail> {
  const { bookingPage, entry } = await ownedEntry(deps.table, input);
  return {
    ...fromEntryItem(entry),
    startLocal: localInputOf(entry.startTime, bookingPage.timeZone),
    endLocal: localInputOf(entry.endTime, bookingPage.timeZone),
    timeZone: bookingPage.timeZone,
  };
}
