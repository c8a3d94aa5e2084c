import type { TPublicBookingPage } from '@contracts/booking/public-booking';
import type { Table } from '../../ports/table';
import { findPublicBookingPage, toPublicBookingPage } from './public-booking-page';

/** `/book/{slug}`: the page's name, description, meeting length and bookable weekdays. */
export async function getPublicBookingPage(
  deps: { table: Pick<Table, 'get'> },
  input: { slug: string },
): Promise<TPublicBookingPage> {
  return toPublicBookingPage(await findPublicBookingPage(deps.table, input.slug));
}
