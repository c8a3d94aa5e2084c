import { cancelBookingMessages } from '@contracts/booking/cancel-booking';
import { MEETING_CANCELLED, type TMeetingCancelled } from '@contracts/booking/meeting-cancelled';
import { conflict, notFound } from '../../errors';
import type { Logger } from '../../middleware/logger';
import type { Clock } from '../../ports/clock';
import type { EventBus } from '../../ports/event-bus';
import type { Table } from '../../ports/table';
import { meetingKey } from '../calendars/meeting-item';
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
  events: EventBus;
}

/**
 * The visitor cancels their meeting through their personal link, with an optional reason. One
 * transaction marks the meeting cancelled (only while it is scheduled), deletes the link's token
 * so it works once, and moves the owner's day locks like every change to their schedule, taking
 * the meeting out of the days they hold: cancelled meetings never count as busy, so the time is
 * offered again at once. Both sides are
 * then told by the `MeetingCancelled` consumer.
 */
export async function cancelBooking(
  deps: CancelBookingDeps,
  input: { token: string; reason: string; log?: Logger },
): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    const now = deps.clock.now();
    const { tokenKey, meeting } = await openCancelLink(deps.table, input.token, now, true);
    const locks = await readLocks(deps.table, String(meeting.userId), {
      from: new Date(String(meeting.startTime)),
      to: new Date(String(meeting.endTime)),
    });
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
      .delete(tokenKey, USED);
    try {
      await moveLocks(tx, locks, LOCK_MOVED, { remove: [meeting.id] }).commit();
    } catch (error) {
      if (lostRace(error, LOCK_MOVED) && attempt < ATTEMPTS) {
        await pauseBeforeRetry(attempt);
        continue;
      }
      throw error;
    }
    await announce(
      deps.events,
      { calendarId: meeting.calendarId, meetingId: meeting.id, startTime: meeting.startTime },
      input.log,
    );
    return;
  }
}

/** The cancellation stands even if publishing fails; it is logged, and the owner's calendar shows it. */
async function announce(events: EventBus, detail: TMeetingCancelled, log?: Logger): Promise<void> {
  try {
    await events.publish(MEETING_CANCELLED, detail);
  } catch (error) {
    log?.error('MeetingCancelled could not be published', { error, ...detail });
  }
}
