import {
  meetingChangeMessages,
  type TCancelMeetingParsed,
} from '@contracts/booking/meeting-changes';
import { conflict } from '../../errors';
import type { Clock } from '../../ports/clock';
import type { Table } from '../../ports/table';
import { ownedMeeting } from '../booking-pages/owned-meeting';
import { writeSchedule } from '../booking-pages/schedule-write';
import { cancelMeetingOnce } from './cancel-meeting';

/** Cancelled or moved meanwhile: read it again, which tells which. */
const CHANGED = conflict(meetingChangeMessages.alreadyCancelled);
const LOCK_MOVED = conflict('Your calendar changed at the same moment. Please try again.');
const ATTEMPTS = 10;

/**
 * The owner cancels a booked meeting of their page from its details, with an optional message
 * for the attendee (`cancel-meeting.ts`). `MeetingCancelled` then mails the attendee the
 * cancellation with the message. 409 once cancelled, and for events added by hand or imported
 * (they have no attendee to tell: those are deleted or synced).
 */
export async function ownerCancelMeeting(
  deps: { table: Pick<Table, 'get' | 'queryAll' | 'transaction'>; clock: Clock },
  input: { bookingPageId: string; meetingId: string; sub: string; body: TCancelMeetingParsed },
): Promise<void> {
  await writeSchedule({ retryOn: [CHANGED, LOCK_MOVED], attempts: ATTEMPTS }, async () => {
    const { meeting } = await ownedMeeting(deps.table, input);
    if (meeting.status !== 'scheduled') throw conflict(meetingChangeMessages.alreadyCancelled);
    if (meeting.source !== 'booking') throw conflict(meetingChangeMessages.notBooked);
    await cancelMeetingOnce(deps.table, {
      meeting,
      by: 'owner',
      reason: input.body.message,
      now: deps.clock.now(),
      changed: CHANGED,
      moved: LOCK_MOVED,
    });
  });
}
