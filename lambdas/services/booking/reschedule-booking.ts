import {
  cancelBookingMessages,
  MAX_LINK_MOVES,
  type TBookingByToken,
} from '@contracts/booking/cancel-booking';
import type { TRescheduleMeetingParsed } from '@contracts/booking/meeting-changes';
import { bookingMessages } from '@contracts/booking/public-booking';
import {
  linkMoveRefusal,
  type LinkMoveRefusal,
  type LinkMoveRules,
} from '@domain/booking/link-moves';
import { conflict, notFound, type AppError } from '../../errors';
import type { Clock } from '../../ports/clock';
import type { Table } from '../../ports/table';
import { bookingWindowOf, type BookingPageItem } from '../booking-pages/booking-page-item';
import { writeSchedule } from '../booking-pages/schedule-write';
import { CAP_MOVED, capReached, countBooking, readCapCounts } from './booking-caps';
import { openCancelLink } from './cancel-link';
import { toCancelTokenItem } from './cancel-token-item';
import { bookingOfLink } from './get-booking-by-token';
import { pageForMove } from './link-page';
import { moveMeetingOnce } from './move-meeting';

/** The link was used, or the meeting cancelled or moved, between the read and the write. */
const CHANGED = notFound(cancelBookingMessages.notFound);
const LOCK_MOVED = conflict(bookingMessages.slotTaken);
const ATTEMPTS = 30;

/** What limits the link's moves of a meeting on `page`. */
export const linkMoveRules = (page: Partial<BookingPageItem>): LinkMoveRules => ({
  maxMoves: MAX_LINK_MOVES,
  ...bookingWindowOf(page),
});

/** The answer to each refusal of the link-move rule. */
export function linkMoveError(refusal: LinkMoveRefusal, rules: LinkMoveRules): AppError {
  switch (refusal) {
    case 'used-up':
      return conflict(cancelBookingMessages.movesUsedUp);
    case 'past':
      return conflict(bookingMessages.slotUnavailable);
    case 'notice':
      return conflict(bookingMessages.tooSoon);
    case 'horizon':
      return conflict(bookingMessages.tooFarAhead(rules.horizonDays ?? 0));
  }
}

/**
 * The visitor moves their meeting through their personal link to another free time of its page
 * (`move-meeting.ts`), at most `MAX_LINK_MOVES` times and only within the page's notice and
 * horizon (`domain/booking/link-moves.ts`). The count is kept on the meeting and raised in the
 * move's own transaction on condition that it is still the count read, so two concurrent last
 * moves cannot both land. Each move also counts against the source address's cap on anonymous
 * writes (`booking-caps.ts`), in the same transaction; not against the address's daily bookings.
 * The link moves with the meeting in the same transaction (it names the meeting's start), so the
 * page that moved it keeps working; `MeetingRescheduled` then mails the visitor the new time with
 * an updated invite, and the owner is told once the moves settle (`owner-move-notice.ts`).
 * Answers the moved meeting as the link shows it.
 */
export async function rescheduleBooking(
  deps: { table: Pick<Table, 'get' | 'queryAll' | 'transaction'>; clock: Clock },
  input: { token: string; body: TRescheduleMeetingParsed; sourceIp: string },
): Promise<TBookingByToken> {
  const start = new Date(input.body.startTime);
  const key = input.body.idempotencyKey;
  return writeSchedule(
    { retryOn: [CHANGED, LOCK_MOVED, CAP_MOVED], attempts: ATTEMPTS },
    async () => {
      const now = deps.clock.now();
      const { tokenKey, token, meeting } = await openCancelLink(deps.table, input.token, now, true);
      const page = await pageForMove(deps.table, meeting, true);
      // The retry of a move that went through is answered, even when it was the last one.
      if (key && meeting.lastMoveKey === key && meeting.startTime === start.toISOString())
        return bookingOfLink(meeting, page);
      const rules = linkMoveRules(page);
      const refusal = linkMoveRefusal(rules, { made: meeting.linkMoves, start, now });
      if (refusal) throw linkMoveError(refusal, rules);
      const caps = await readCapCounts(
        deps.table,
        {
          bookingPageId: meeting.bookingPageId,
          attendeeEmail: meeting.attendeeEmail,
          sourceIp: input.sourceIp,
        },
        now,
        ['perSource'],
      );
      const full = capReached(caps);
      if (full) throw full;
      const moved = await moveMeetingOnce(deps.table, {
        bookingPage: page,
        meeting,
        start,
        by: 'attendee',
        key,
        now,
        changed: CHANGED,
        moved: LOCK_MOVED,
        also: (tx, next) => {
          const { startTime, ttl } = toCancelTokenItem(input.token, next, now);
          tx.update(tokenKey, { set: { startTime, ttl } }, CHANGED, {
            startTime: token.startTime,
          });
          countBooking(tx, caps);
        },
      });
      return bookingOfLink(moved, page);
    },
  );
}
