import { connectionMessages } from '@contracts/booking/connection';
import {
  meetingMessages,
  type TCreateMeetingParsed,
  type TMeeting,
} from '@contracts/booking/meeting';
import { eventZone } from '@domain/booking/event-zone';
import { wallTimeToInstant } from '@domain/time/zoned';
import { badRequest, conflict, ID_TAKEN } from '../../errors';
import type { Clock } from '../../ports/clock';
import type { IdGenerator } from '../../ports/ids';
import type { Table } from '../../ports/table';
import { connectionKey } from './connection-item';
import { toMeetingItem, toMeetingRefItem } from './meeting-item';
import { ownedBookingPage } from './owned-booking-page';
import { busyMeeting, lostRace, moveLocks, pauseBeforeRetry, readLocks } from './owner-schedule';

const LOCK_MOVED = conflict('Your calendar changed meanwhile. Please try again.');
const ATTEMPTS = 5;

const NO_SUCH_TIME =
  'That time does not exist in the chosen time zone (the clocks change then). Please choose another.';

/**
 * The owner's Add Event (spec §2): a meeting at the given wall-clock times in the chosen zone (the
 * page's own unless another is chosen), status scheduled, on the chosen connected calendar or,
 * when none is named, on the booking page's own calendar (no connection, one write): nothing has
 * to be connected first. The owner may overlap their own meetings on purpose, so nothing is refused
 * for overlap; the owner's day locks still move with it and take it in, so a public booking
 * being written at the same moment re-reads and sees this meeting.
 */
export async function createMeeting(
  deps: { table: Pick<Table, 'get' | 'queryAll' | 'transaction'>; clock: Clock; ids: IdGenerator },
  input: { bookingPageId: string; sub: string; meeting: TCreateMeetingParsed },
): Promise<TMeeting> {
  const { meeting: form } = input;
  const bookingPage = await ownedBookingPage(deps.table, input.bookingPageId, input.sub);
  const zone = eventZone(form.timezone, bookingPage.timeZone);
  const start = wallTimeToInstant(form.date, form.startTime, zone);
  const end = wallTimeToInstant(form.date, form.endTime, zone);
  if (!start) throw badRequest(NO_SUCH_TIME, { startTime: NO_SUCH_TIME });
  if (!end) throw badRequest(NO_SUCH_TIME, { endTime: NO_SUCH_TIME });
  if (end <= start)
    throw badRequest(meetingMessages.endAfterStart, { endTime: meetingMessages.endAfterStart });

  // No calendar named: the page's own (no connection), which needs nothing connected first.
  const connectionId = form.calendarConnectionId || null;
  if (connectionId) {
    const connection = await deps.table.get(connectionKey(bookingPage.id, connectionId), {
      consistent: true,
    });
    if (!connection)
      throw badRequest(connectionMessages.notFound, {
        calendarConnectionId: connectionMessages.notFound,
      });
  }

  const meeting: TMeeting = {
    id: deps.ids.newId(),
    bookingPageId: bookingPage.id,
    connectionId,
    title: form.title,
    startTime: start.toISOString(),
    endTime: end.toISOString(),
    attendeeName: form.attendeeName,
    attendeeEmail: form.attendeeEmail,
    status: 'scheduled',
    source: 'manual',
    platform: null,
    notes: null,
    createdAt: deps.clock.now().toISOString(),
  };
  for (let attempt = 1; ; attempt += 1) {
    const locks = await readLocks(deps.table, input.sub, { from: start, to: end });
    const tx = deps.table
      .transaction()
      .create(toMeetingItem(meeting, input.sub), conflict(ID_TAKEN))
      .put(toMeetingRefItem(meeting));
    try {
      await moveLocks(tx, locks, LOCK_MOVED, { add: [busyMeeting(meeting)] }).commit();
      return meeting;
    } catch (error) {
      if (!lostRace(error, LOCK_MOVED) || attempt >= ATTEMPTS) throw error;
      await pauseBeforeRetry(attempt);
    }
  }
}
