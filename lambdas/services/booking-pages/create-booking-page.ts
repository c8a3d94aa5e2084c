import {
  bookingPageMessages,
  type TBookingPage,
  type TCreateBookingPageParsed,
} from '@contracts/booking/booking-page';
import { conflict, ID_TAKEN } from '../../errors';
import type { Clock } from '../../ports/clock';
import type { IdGenerator } from '../../ports/ids';
import type { Table } from '../../ports/table';
import { professionalProfileOf } from '../profile/professional-profile-item';
import { fromBookingPageItem, toBookingPageItem, toSlugClaim } from './booking-page-item';
import { bookingPageRefKey } from './owner-schedule';

/**
 * A new booking page. The slug's claim is created in the same transaction as the page, so a
 * taken slug fails the whole write with 409 — two people racing for one slug cannot both win.
 * The owner's reference to the page (their consistent list of pages) is written with it, and
 * the page shows its host by the name of their profile, if they gave one.
 */
export async function createBookingPage(
  deps: { table: Pick<Table, 'get' | 'transaction'>; clock: Clock; ids: IdGenerator },
  input: { sub: string; bookingPage: TCreateBookingPageParsed },
): Promise<TBookingPage> {
  const { name: hostName } = await professionalProfileOf(deps.table, input.sub);
  const item = toBookingPageItem({
    id: deps.ids.newId(),
    userId: input.sub,
    ...input.bookingPage,
    ...(hostName ? { hostName } : {}),
    createdAt: deps.clock.now().toISOString(),
  });
  await deps.table
    .transaction()
    .create(item, conflict(ID_TAKEN))
    .create(toSlugClaim(item.slug, item.id), conflict(bookingPageMessages.slugTaken))
    .put({ ...bookingPageRefKey(input.sub, item.id) })
    .commit();
  return fromBookingPageItem(item);
}
