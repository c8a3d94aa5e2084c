import { bookingPageMessages } from '@contracts/booking/booking-page';
import { notFound } from '../../errors';
import type { Table } from '../../ports/table';
import { bookingPageKey, type BookingPageItem } from './booking-page-item';

/**
 * The caller's booking page, read strongly consistently. Another owner's page answers exactly
 * like a missing one (404), so ids of other people's pages cannot be probed. So does a page whose
 * deletion has started: nothing is added to what is being deleted. Only a repeated delete (which
 * finishes the deletion) and the owner's view of it pass `deleting`.
 */
export async function ownedBookingPage(
  table: Pick<Table, 'get'>,
  id: string,
  sub: string,
  options: { deleting?: boolean } = {},
): Promise<BookingPageItem> {
  const item = await table.get<BookingPageItem>(bookingPageKey(id), { consistent: true });
  if (!item || item.userId !== sub || item.deletedAt) throw notFound(bookingPageMessages.notFound);
  if (item.deletingAt && !options.deleting) throw notFound(bookingPageMessages.notFound);
  return item;
}
