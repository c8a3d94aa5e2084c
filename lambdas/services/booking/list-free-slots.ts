import type { TRangeQuery } from '@contracts/booking/meeting';
import type { TSlotList } from '@contracts/booking/public-booking';
import { generateSlots } from '@domain/booking/slots';
import type { Clock } from '../../ports/clock';
import type { Table } from '../../ports/table';
import { busyOf, readDateOverrides, readOwnerSchedule } from '../booking-pages/owner-schedule';
import { findPublicBookingPage, slotRulesOf, widened } from './public-booking-page';

/**
 * The free start times of a period (spec §7 slot generation): the page's availability in its
 * owner's zone, its date overrides replacing the week's hours on their dates, minus past times and anything overlapping the owner's meetings on any of their
 * pages, buffer included. Read eventually consistent: the booking itself re-checks.
 */
export async function listFreeSlots(
  deps: { table: Pick<Table, 'get' | 'queryAll'>; clock: Clock },
  input: { slug: string; range: TRangeQuery },
): Promise<TSlotList> {
  const period = { from: new Date(input.range.from), to: new Date(input.range.to) };
  const bookingPage = await findPublicBookingPage(deps.table, input.slug);
  // A slot starting just before `to` ends a meeting length later; the buffer reaches further.
  const around = widened(period, bookingPage.bufferTime + bookingPage.defaultMeetingDuration);
  // The owner's day locks of the period hold their meetings of every page: one Query for the
  // days and one for the ids of the pages still there, however many pages the owner has, read
  // eventually (the booking checks again).
  // The page's overrides of the period's dates are one more Query, at the same time.
  const [[locks, pageIds], overrides] = await Promise.all([
    readOwnerSchedule(deps.table, bookingPage.userId, around, false),
    readDateOverrides(deps.table, bookingPage, period, false),
  ]);
  const busy = busyOf(locks, around, pageIds);
  const rules = { ...slotRulesOf(bookingPage), overrides };
  return { slots: generateSlots(rules, period, deps.clock.now(), busy) };
}
