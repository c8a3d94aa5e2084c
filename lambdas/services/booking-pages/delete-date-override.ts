import { dateOverrideMessages } from '@contracts/booking/date-override';
import type { Table } from '../../ports/table';
import { dateOverrideKey } from './date-override-item';
import { ownedBookingPage } from './owned-booking-page';

/** Removes one date's override: the date follows the week's hours again. */
export async function deleteDateOverride(
  deps: { table: Pick<Table, 'get' | 'deleteExisting'> },
  input: { bookingPageId: string; sub: string; date: string },
): Promise<void> {
  const bookingPage = await ownedBookingPage(deps.table, input.bookingPageId, input.sub);
  await deps.table.deleteExisting(
    dateOverrideKey(bookingPage.id, input.date),
    dateOverrideMessages.notFound,
  );
}
