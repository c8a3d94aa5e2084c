import type { TRangeQuery } from '@contracts/booking/meeting';
import type { TSlotList } from '@contracts/booking/public-booking';
import { generateSlots } from '@domain/booking/slots';
import type { Clock } from '../../ports/clock';
import type { Table } from '../../ports/table';
import { busyOf, readOwnerSchedule } from '../calendars/owner-schedule';
import {
  findPublicCalendar,
  knownOwner,
  slotRulesOf,
  widened,
  WIDEST_PAD_MINUTES,
} from './public-calendar';

/**
 * The free start times of a period (spec §7 slot generation): the page's availability in its
 * owner's zone, minus past times and anything overlapping the owner's meetings on any of their
 * pages, buffer included. Read eventually consistent: the booking itself re-checks.
 */
export async function listFreeSlots(
  deps: { table: Pick<Table, 'get' | 'queryAll'>; clock: Clock },
  input: { slug: string; range: TRangeQuery },
): Promise<TSlotList> {
  const period = { from: new Date(input.range.from), to: new Date(input.range.to) };
  // The owner's day locks of the period hold their meetings of every page: one Query for the
  // days and one for the ids of the pages still there, however many pages the owner has. Both at
  // once: a page of free times reads eventually, and the booking checks again in order.
  const ownerSchedule = (owner: string, around: { from: Date; to: Date }) =>
    readOwnerSchedule(deps.table, owner, around, false);
  // A warm container knows the page's owner, so the schedule is read beside the page, over the
  // days the widest settings could need: one round of reads instead of two. Used only if the
  // page read says the same owner; otherwise dropped (and its failure with it).
  const guess = knownOwner(input.slug);
  const early =
    guess === undefined ? undefined : ownerSchedule(guess, widened(period, WIDEST_PAD_MINUTES));
  early?.catch(() => undefined);

  const calendar = await findPublicCalendar(deps.table, input.slug);
  // A slot starting just before `to` ends a meeting length later; the buffer reaches further.
  const around = widened(period, calendar.bufferTime + calendar.defaultMeetingDuration);
  const [locks, pageIds] =
    early && guess === calendar.userId ? await early : await ownerSchedule(calendar.userId, around);
  const busy = busyOf(locks, around, pageIds);
  return { slots: generateSlots(slotRulesOf(calendar), period, deps.clock.now(), busy) };
}
