import { bookingMessages } from '@contracts/booking/public-booking';
import { meetingChangeMessages } from '@contracts/booking/meeting-changes';
import { conflict, notFound } from '../../errors';
import type { Table } from '../../ports/table';
import { bookingPageKey, type BookingPageItem } from '../booking-pages/booking-page-item';
import type { MeetingItem } from '../booking-pages/meeting-item';

/**
 * The booking page of the meeting behind a visitor's link, for a move: gone with its page (404),
 * and refused while the page is inactive (409), as a booking would be.
 */
export async function pageForMove(
  table: Pick<Table, 'get'>,
  meeting: MeetingItem,
  consistent: boolean,
): Promise<BookingPageItem> {
  const page = await table.get<BookingPageItem>(bookingPageKey(meeting.bookingPageId), {
    consistent,
  });
  if (!page) throw notFound(bookingMessages.notFound);
  if (page.isActive === false) throw conflict(meetingChangeMessages.pagePaused);
  return page;
}
