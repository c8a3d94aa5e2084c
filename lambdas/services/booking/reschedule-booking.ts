import { cancelBookingMessages, type TBookingByToken } from '@contracts/booking/cancel-booking';
import type { TRescheduleMeetingParsed } from '@contracts/booking/meeting-changes';
import { bookingMessages } from '@contracts/booking/public-booking';
import { conflict, notFound } from '../../errors';
import type { Clock } from '../../ports/clock';
import type { Table } from '../../ports/table';
import { writeSchedule } from '../calendars/schedule-write';
import { openCancelLink } from './cancel-link';
import { toCancelTokenItem } from './cancel-token-item';
import { bookingOfLink } from './get-booking-by-token';
import { pageForMove } from './link-page';
import { moveMeetingOnce } from './move-meeting';

/** The link was used, or the meeting cancelled or moved, between the read and the write. */
const CHANGED = notFound(cancelBookingMessages.notFound);
const LOCK_MOVED = conflict(bookingMessages.slotTaken);
const ATTEMPTS = 30;

/**
 * The visitor moves their meeting through their personal link to another free time of its page
 * (`move-meeting.ts`). The link moves with the meeting in the same transaction (it names the
 * meeting's start), so the page that moved it keeps working; `MeetingRescheduled` then mails the
 * visitor the new time with an updated invite and the owner a notice. Answers the moved meeting
 * as the link shows it.
 */
export async function rescheduleBooking(
  deps: { table: Pick<Table, 'get' | 'queryAll' | 'transaction'>; clock: Clock },
  input: { token: string; body: TRescheduleMeetingParsed },
): Promise<TBookingByToken> {
  const start = new Date(input.body.startTime);
  return writeSchedule({ retryOn: [CHANGED, LOCK_MOVED], attempts: ATTEMPTS }, async () => {
    const now = deps.clock.now();
    const { tokenKey, token, meeting } = await openCancelLink(deps.table, input.token, now, true);
    const page = await pageForMove(deps.table, meeting, true);
    const moved = await moveMeetingOnce(deps.table, {
      calendar: page,
      meeting,
      start,
      by: 'attendee',
      key: input.body.idempotencyKey,
      now,
      changed: CHANGED,
      moved: LOCK_MOVED,
      also: (tx, next) => {
        const { startTime, ttl } = toCancelTokenItem(input.token, next, now);
        tx.update(tokenKey, { set: { startTime, ttl } }, CHANGED, { startTime: token.startTime });
      },
    });
    return bookingOfLink(moved, page);
  });
}
