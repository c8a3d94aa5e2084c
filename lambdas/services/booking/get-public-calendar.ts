import type { TPublicBookingPage } from '@contracts/booking/public-booking';
import type { Table } from '../../ports/table';
import { findPublicCalendar, toPublicCalendar } from './public-calendar';

/** `/book/{slug}`: the page's name, description, meeting length and bookable weekdays. */
export async function getPublicCalendar(
  deps: { table: Pick<Table, 'get'> },
  input: { slug: string },
): Promise<TPublicBookingPage> {
  return toPublicCalendar(await findPublicCalendar(deps.table, input.slug));
}
