import type { TSaveTimeEntryParsed, TTimeEntry } from '@contracts/timesheets/entry';
import type { Clock } from '../../ports/clock';
import type { IdGenerator } from '../../ports/ids';
import type { Table } from '../../ports/table';
import { ownedBookingPage } from '../booking-pages/owned-booking-page';
import { confirmCurrency } from './currency-confirmation';
import { entryTimes } from './entry-times';
import { checkedWorkstream } from './entry-workstream';
import { writeNewEntry } from './new-entry';

/**
 * Logs time on one of the caller's booking pages (spec §5): the times are read in the page's
 * zone, the duration is computed here, and the entry starts as a draft (`new-entry.ts`). A
 * billable entry sent without a rate gets the page's default rate. The page's first time locks
 * its currency, so it is refused unless the currency was confirmed, before or with this entry
 * (`currency-confirmation.ts`). A workstream named must be one of the page's engagement's.
 */
export async function createEntry(
  deps: {
    table: Pick<Table, 'get' | 'query' | 'queryAll' | 'transaction'>;
    clock: Clock;
    ids: IdGenerator;
  },
  input: { bookingPageId: string; sub: string; entry: TSaveTimeEntryParsed },
): Promise<TTimeEntry> {
  const bookingPage = await ownedBookingPage(deps.table, input.bookingPageId, input.sub);
  const times = entryTimes(input.entry, bookingPage.timeZone);
  const workstreamId = await checkedWorkstream(deps.table, bookingPage, input.entry.workstreamId);
  const confirmed = await confirmCurrency(deps.table, bookingPage, input.entry.currency);
  return writeNewEntry(
    deps,
    {
      bookingPage,
      sub: input.sub,
      times,
      description: input.entry.description,
      billable: input.entry.billable,
      hourlyRate: input.entry.hourlyRate,
      workstreamId,
    },
    confirmed,
  );
}
