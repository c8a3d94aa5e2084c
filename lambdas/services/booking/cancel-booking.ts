import { cancelBookingMessages } from '@contracts/booking/cancel-booking';
import { conflict, notFound } from '../../errors';
import type { Clock } from '../../ports/clock';
import type { Table } from '../../ports/table';
import { writeSchedule } from '../booking-pages/schedule-write';
import { cancelMeetingOnce } from './cancel-meeting';
import { openCancelLink } from './cancel-link';

/** The link was used (or the meeting cancelled or moved) between the read and the write. */
const USED = notFound(cancelBookingMessages.notFound);
/** Another meeting of the owner was written meanwhile: read the lock again and retry. */
const LOCK_MOVED = conflict('The schedule changed at the same moment. Please try again.');
const ATTEMPTS = 10;

export interface CancelBookingDeps {
  table: Pick<Table, 'get' | 'queryAll' | 'transaction'>;
  clock: Clock;
}

/**
 * The visitor cancels their meeting through their personal link, with an optional reason
 * (`cancel-meeting.ts`: the meeting, the owner's day locks and `MeetingCancelled` in one
 * transaction), on condition that the link is still there. The link stays, so opening it again
 * says the meeting was cancelled (and offers another time); it cancels nothing twice, as only a
 * scheduled meeting is changed through it. A race with a change by the owner reads again: the
 * link then tells what is left of the meeting.
 */
export async function cancelBooking(
  deps: CancelBookingDeps,
  input: { token: string; reason: string },
): Promise<void> {
  await writeSchedule({ retryOn: [USED, LOCK_MOVED], attempts: ATTEMPTS }, async () => {
    const now = deps.clock.now();
    const { tokenKey, meeting } = await openCancelLink(deps.table, input.token, now, true);
    await cancelMeetingOnce(deps.table, {
      meeting,
      by: 'attendee',
      reason: input.reason,
      now,
      changed: USED,
      moved: LOCK_MOVED,
      also: (tx) => tx.check(tokenKey, { exists: true }, USED),
    });
  });
}
