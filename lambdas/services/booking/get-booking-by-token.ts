import type { TBookingByToken } from '@contracts/booking/cancel-booking';
import type { Clock } from '../../ports/clock';
import type { Table } from '../../ports/table';
import { calendarKey, type CalendarItem } from '../calendars/calendar-item';
import { fromMeetingItem } from '../calendars/meeting-item';
import { openCancelLink } from './cancel-link';

/** `GET /api/public/bookings/by-link`: the meeting the link may cancel, as its holder sees it. */
export async function getBookingByToken(
  deps: { table: Pick<Table, 'get'>; clock: Clock },
  input: { token: string },
): Promise<TBookingByToken> {
  const { meeting: item } = await openCancelLink(deps.table, input.token, deps.clock.now(), false);
  const meeting = fromMeetingItem(item);
  const page = await deps.table.get<CalendarItem>(calendarKey(meeting.calendarId));
  return {
    pageName: page?.name ?? '',
    startTime: meeting.startTime,
    endTime: meeting.endTime,
    attendeeName: meeting.attendeeName,
    platform: meeting.platform,
    status: meeting.status,
  };
}
