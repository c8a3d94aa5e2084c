import type { TMeeting } from '@contracts/booking/meeting';
import { startHourOf } from '@domain/booking/reminders';
import { meetingKeys } from '../../keys/meeting';

/**
 * The reminder index of a meeting (`meetingKeys` GSI1): a scheduled booking is filed under its
 * start's UTC hour, so the reminder sweep reads the hours starting soon. Only bookings have a
 * visitor to remind; manual events are the owner's own and imported busy time is another
 * calendar's. Written by the meeting's builder, so a booking and a move (which writes the
 * meeting anew at its new start) file it under its current start, and a cancellation takes it off
 * (`cancel-meeting.ts`); the sweep still re-reads the meeting before mailing, since the index
 * lags the table.
 */
export function meetingStartIndex(
  m: Pick<TMeeting, 'id' | 'bookingPageId' | 'startTime' | 'status' | 'source'>,
): Partial<Record<'GSI1PK' | 'GSI1SK', string>> {
  if (m.source !== 'booking' || m.status !== 'scheduled') return {};
  return meetingKeys.indexAttributes('GSI1', {
    hour: startHourOf(m.startTime),
    start: m.startTime,
    bookingPageId: m.bookingPageId,
    id: m.id,
  });
}
