import type { TMeeting } from '@contracts/booking/meeting';
import {
  meetingChangeMessages,
  type TRescheduleMeetingParsed,
} from '@contracts/booking/meeting-changes';
import { bookingMessages } from '@contracts/booking/public-booking';
import { conflict } from '../../errors';
import type { Clock } from '../../ports/clock';
import type { Table } from '../../ports/table';
import { fromMeetingItem } from '../booking-pages/meeting-item';
import { ownedMeeting } from '../booking-pages/owned-meeting';
import { writeSchedule } from '../booking-pages/schedule-write';
import { moveMeetingOnce } from './move-meeting';

/** Cancelled or moved meanwhile: read it again, which tells which. */
const CHANGED = conflict(meetingChangeMessages.alreadyCancelled);
/** Another meeting of the owner was written meanwhile: its time may now be taken. */
const LOCK_MOVED = conflict(bookingMessages.slotTaken);
const ATTEMPTS = 30;

/**
 * The owner moves a booked meeting of their page to another of its free times
 * (`move-meeting.ts`); `MeetingRescheduled` then mails the attendee the new time with an updated
 * invite and the owner a notice. The page's own rules apply even while it is paused: the owner
 * chooses among the times the page would offer.
 */
export async function ownerRescheduleMeeting(
  deps: { table: Pick<Table, 'get' | 'queryAll' | 'transaction'>; clock: Clock },
  input: { bookingPageId: string; meetingId: string; sub: string; body: TRescheduleMeetingParsed },
): Promise<TMeeting> {
  const start = new Date(input.body.startTime);
  const moved = await writeSchedule(
    { retryOn: [CHANGED, LOCK_MOVED], attempts: ATTEMPTS },
    async () => {
      const { bookingPage, meeting } = await ownedMeeting(deps.table, input);
      return moveMeetingOnce(deps.table, {
        bookingPage,
        meeting,
        start,
        by: 'owner',
        key: input.body.idempotencyKey,
        now: deps.clock.now(),
        changed: CHANGED,
        moved: LOCK_MOVED,
      });
    },
  );
  return fromMeetingItem(moved);
}
