import { cancelBookingMessages } from '@contracts/booking/cancel-booking';
import { MEETING_CANCELLED, type TMeetingCancelled } from '@contracts/booking/meeting-cancelled';
import { conflict, notFound } from '../../errors';
import type { Clock } from '../../ports/clock';
import type { Table } from '../../ports/table';
import { meetingKey } from '../calendars/meeting-item';
import { toOutboxItem } from '../outbox/outbox-item';
import { lostRace, moveLocks, pauseBeforeRetry, readLocks } from '../calendars/owner-schedule';
import { openCancelLink } from './cancel-link';

/** The link was used (or the meeting cancelled) between the read and the write. */
const USED = notFound(cancelBookingMessages.notFound);
/** Another meeting of the owner was written meanwhile: read the lock again and retry. */
const LOCK_MOVED = conflict('The schedule changed at the same moment. Please try again.');
const ATTEMPTS = 10;

export interface CancelBookingDeps {
  table: Pick<Table, 'get' | 'queryAll' | 'transaction'>;
  clock: Clock;
}

/**
 * The visitor cancels their meeting through their personal link, with an optional reason. One
 * transaction marks the meeting cancelled (only while it is scheduled), deletes the link's token
 * so it works once, and moves the owner's day locks like every change to their schedule, taking
 * the meeting out of the days they hold: cancelled meetings never count as busy, so the time is
 * offered again at once. The same transaction writes `MeetingCancelled` to the outbox; once
 * published from the table stream, its consumer tells both sides.
 */
export async function cancelBooking(
  deps: CancelBookingDeps,
  input: { token: string; reason: string },
): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    const now = deps.clock.now();
    const { tokenKey, meeting } = await openCancelLink(deps.table, input.token, now, true);
    const locks = await readLocks(deps.table, String(meeting.userId), {
      from: new Date(String(meeting.startTime)),
      to: new Date(String(meeting.endTime)),
    });
    const cancelled: TMeetingCancelled = {
      calendarId: meeting.calendarId,
      meetingId: meeting.id,
      startTime: meeting.startTime,
    };
    const tx = deps.table
      .transaction()
      .update(
        meetingKey(meeting),
        {
          set: {
            status: 'cancelled',
            cancelledAt: now.toISOString(),
            ...(input.reason ? { cancelReason: input.reason } : {}),
          },
        },
        USED,
        { status: 'scheduled' },
      )
      .delete(tokenKey, USED)
      .put(toOutboxItem(MEETING_CANCELLED, meeting.id, cancelled, now));
    try {
      await moveLocks(tx, locks, LOCK_MOVED, { remove: [meeting.id] }).commit();
    } catch (error) {
      if (lostRace(error, LOCK_MOVED) && attempt < ATTEMPTS) {
        await pauseBeforeRetry(attempt);
        continue;
      }
      throw error;
    }
    return;
  }
}
