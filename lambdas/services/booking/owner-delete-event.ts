import { meetingChangeMessages } from '@contracts/booking/meeting-changes';
import { meetingMessages } from '@contracts/booking/meeting';
import { conflict, notFound } from '../../errors';
import type { Table } from '../../ports/table';
import { meetingKey, meetingRefKey } from '../booking-pages/meeting-item';
import { ownedMeeting } from '../booking-pages/owned-meeting';
import { moveLocks, readLocks } from '../booking-pages/owner-schedule';
import { writeSchedule } from '../booking-pages/schedule-write';

const GONE = notFound(meetingMessages.notFound);
const LOCK_MOVED = conflict('Your calendar changed at the same moment. Please try again.');
const ATTEMPTS = 10;

/**
 * The owner deletes an event they added by hand (Add Event). Nobody else was invited, so nothing
 * is mailed. One transaction deletes the meeting and its ref and moves the owner's day locks,
 * taking it out of the days they hold: the time is free at once, and the timesheet, which counts
 * the meetings the locks hold, stops counting it. A booked meeting is cancelled instead (its
 * attendee is told), an imported one follows its calendar: both 409.
 */
export async function ownerDeleteEvent(
  deps: { table: Pick<Table, 'get' | 'queryAll' | 'transaction'> },
  input: { bookingPageId: string; meetingId: string; sub: string },
): Promise<void> {
  await writeSchedule({ retryOn: [LOCK_MOVED], attempts: ATTEMPTS }, async () => {
    const { meeting } = await ownedMeeting(deps.table, input);
    if (meeting.source !== 'manual') throw conflict(meetingChangeMessages.notManual);
    const locks = await readLocks(deps.table, input.sub, {
      from: new Date(meeting.startTime),
      to: new Date(meeting.endTime),
    });
    const tx = deps.table
      .transaction()
      .delete(meetingKey(meeting), GONE)
      .deleteIfAny(meetingRefKey(meeting));
    await moveLocks(tx, locks, LOCK_MOVED, { remove: [meeting.id] }).commit();
  });
}
